#ifndef CASEMENT_CJPEG_SHIM_H
#define CASEMENT_CJPEG_SHIM_H
// libjpeg-turbo's TurboJPEG API: the maintained, SIMD-accelerated JPEG codec Debian ships, with a
// buffer-to-buffer interface that reports errors as return values instead of exiting the process.
#include <turbojpeg.h>
#endif
