#ifndef CASEMENT_CDBUS_SHIM_H
#define CASEMENT_CDBUS_SHIM_H
#include <dbus/dbus.h>
#endif
