#ifndef CASEMENT_CXFIXES_SHIM_H
#define CASEMENT_CXFIXES_SHIM_H
/* XFixes, for tests only: it lets an observer read the cursor image the server shows. */
#include <X11/Xlib.h>
#include <X11/extensions/Xfixes.h>
#endif
