#ifndef CASEMENT_CXTEST_SHIM_H
#define CASEMENT_CXTEST_SHIM_H
/* XTest, which fakes input as a user would; only the benchmarks use it, so apps never link libXtst. */
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#endif
