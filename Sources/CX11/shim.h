#ifndef CASEMENT_CX11_SHIM_H
#define CASEMENT_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/XKBlib.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/cursorfont.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/shape.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/Xrandr.h>
#include <X11/extensions/Xpresent.h>
#include <X11/extensions/Xfixes.h>
#include <sys/ipc.h>
#include <sys/shm.h>

/* XCreateIC, XSetICValues and XGetIMValues are variadic, which Swift cannot call: fixed-argument
   wrappers for the forms the input contexts use. No status is drawn by the app in any style. */

/* An input context for a client window in `style`: with XIMPreeditCallbacks, `callbacks` holds the
   start, done, draw and caret callbacks (in that order); with XIMPreeditPosition or XIMPreeditCallbacks
   `spot` is where the caret is, in window pixels; XIMPreeditPosition needs the font set the IM draws
   the preedit with (Xlib refuses the context without one). */
static inline XIC casement_create_input_context(XIM im, Window window, XIMStyle style, XPoint spot,
                                                XIMCallback *callbacks, XFontSet fontset) {
    if (style & XIMPreeditCallbacks) {
        XVaNestedList preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, XNPreeditStartCallback, &callbacks[0],
                                                    XNPreeditDoneCallback, &callbacks[1], XNPreeditDrawCallback,
                                                    &callbacks[2], XNPreeditCaretCallback, &callbacks[3], NULL);
        XIC ic = XCreateIC(im, XNInputStyle, style, XNClientWindow, window, XNPreeditAttributes, preedit, NULL);
        XFree(preedit);
        return ic;
    }
    if (style & XIMPreeditPosition) {
        XVaNestedList preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, XNFontSet, fontset, NULL);
        XIC ic = XCreateIC(im, XNInputStyle, style, XNClientWindow, window, XNPreeditAttributes, preedit, NULL);
        XFree(preedit);
        return ic;
    }
    return XCreateIC(im, XNInputStyle, style, XNClientWindow, window, NULL);
}

/* Tells the input method where the caret is (window pixels), where it puts its candidate window. */
static inline void casement_set_spot_location(XIC ic, XPoint spot) {
    XVaNestedList preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, NULL);
    XSetICValues(ic, XNPreeditAttributes, preedit, NULL);
    XFree(preedit);
}

/* The input styles the input method supports (free with XFree), or NULL. */
static inline XIMStyles *casement_input_styles(XIM im) {
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, NULL) != NULL) return NULL;
    return styles;
}

/* Asks to be called when the input method's server goes away; false when the IM refuses. */
static inline Bool casement_set_destroy_callback(XIM im, XIMCallback *callback) {
    return XSetIMValues(im, XNDestroyCallback, callback, NULL) == NULL;
}
#endif
