#ifndef CASEMENT_CPIXMAN_SHIM_H
#define CASEMENT_CPIXMAN_SHIM_H
#include <pixman.h>
#endif
