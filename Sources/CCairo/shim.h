#ifndef CASEMENT_CCAIRO_SHIM_H
#define CASEMENT_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#endif
