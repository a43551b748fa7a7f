#ifndef CASEMENT_CMALLOC_SHIM_H
#define CASEMENT_CMALLOC_SHIM_H
/* glibc's malloc statistics, for tests only: they measure what code leaves allocated. */
#include <malloc.h>
#endif
