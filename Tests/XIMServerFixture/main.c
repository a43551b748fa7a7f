/* A scripted XIM server for the X11 tests, on xcb-imdkit: deterministic, and up in milliseconds.

   Usage: XIMServerFixture NAME [callbacks|position|root]. It serves XMODIFIERS=@im=NAME and offers
   the input styles up to the one named (default callbacks: on the spot, over the spot and root).
   It composes as a Chinese input method would, with a script instead of a dictionary: each letter
   adds its full-width form to the preedit and 1 adds U+2000B (outside the BMP); Left moves the
   caret back; BackSpace deletes the last character; Return or space commits the preedit and Escape
   cancels it. Every other key, and those with no preedit to act on, go back to the client.

   It prints what the tests read back, one line each, flushed: "ready", "style 0x…" for each input
   context, "spot X Y" whenever a context's spot location is set, "focus", "unfocus" and "reset". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xcb/xcb.h>
#include <xcb/xcb_keysyms.h>
#include <xcb-imdkit/encoding.h>
#include <xcb-imdkit/imdkit.h>

enum { max_chars = 64 };

typedef struct {
    xcb_key_symbols_t *symbols;
    uint32_t chars[max_chars]; /* the preedit, as code points */
    uint32_t length;
    uint32_t caret;
    bool started;
} server_state;

static void say(const char *line) {
    printf("%s\n", line);
    fflush(stdout);
}

static size_t encode_utf8(uint32_t c, char *out) {
    if (c < 0x80) { out[0] = (char)c; return 1; }
    if (c < 0x800) { out[0] = (char)(0xC0 | c >> 6); out[1] = (char)(0x80 | (c & 0x3F)); return 2; }
    if (c < 0x10000) {
        out[0] = (char)(0xE0 | c >> 12); out[1] = (char)(0x80 | (c >> 6 & 0x3F)); out[2] = (char)(0x80 | (c & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | c >> 18); out[1] = (char)(0x80 | (c >> 12 & 0x3F));
    out[2] = (char)(0x80 | (c >> 6 & 0x3F)); out[3] = (char)(0x80 | (c & 0x3F));
    return 4;
}

/* The preedit in COMPOUND_TEXT, the encoding XIM carries; free it with free(). */
static char *preedit_text(const server_state *state, size_t *length) {
    char utf8[max_chars * 4 + 1];
    size_t used = 0;
    for (uint32_t i = 0; i < state->length; i++) used += encode_utf8(state->chars[i], utf8 + used);
    utf8[used] = 0;
    return xcb_utf8_to_compound_text(utf8, used, length);
}

static bool draws_preedit(xcb_im_input_context_t *ic) {
    return xcb_im_input_context_get_input_style(ic) & XCB_IM_PreeditCallbacks;
}

/* Sends the whole preedit as one draw replacing `old_length` characters. */
static void draw(xcb_im_t *im, xcb_im_input_context_t *ic, server_state *state, uint32_t old_length) {
    if (!draws_preedit(ic)) return;
    if (!state->started) {
        xcb_im_preedit_start_callback(im, ic);
        state->started = true;
    }
    xcb_im_preedit_draw_fr_t frame;
    memset(&frame, 0, sizeof frame);
    size_t length = 0;
    char *text = preedit_text(state, &length);
    uint32_t feedback[max_chars];
    for (uint32_t i = 0; i < state->length; i++) feedback[i] = 2; /* XIMUnderline */
    frame.caret = state->caret;
    frame.chg_first = 0;
    frame.chg_length = old_length;
    frame.status = state->length == 0 ? 3 : 0; /* XIMNoString | XIMNoFeedback when empty */
    frame.length_of_preedit_string = (uint16_t)length;
    frame.preedit_string = (uint8_t *)text;
    frame.feedback_array.size = state->length;
    frame.feedback_array.items = feedback;
    xcb_im_preedit_draw_callback(im, ic, &frame);
    free(text);
}

static void finish(xcb_im_t *im, xcb_im_input_context_t *ic, server_state *state, bool commit) {
    uint32_t old_length = state->length;
    size_t length = 0;
    char *text = commit ? preedit_text(state, &length) : NULL;
    state->length = state->caret = 0;
    draw(im, ic, state, old_length);
    if (state->started) xcb_im_preedit_done_callback(im, ic);
    state->started = false;
    if (text) xcb_im_commit_string(im, ic, XCB_XIM_LOOKUP_CHARS, text, (uint32_t)length, 0);
    free(text);
}

/* Handles a key the client forwarded; false when the client should handle it itself. */
static bool compose(xcb_im_t *im, xcb_im_input_context_t *ic, server_state *state, xcb_keysym_t sym) {
    uint32_t old_length = state->length;
    if (((sym >= 'a' && sym <= 'z') || sym == '1') && state->length < max_chars) {
        memmove(state->chars + state->caret + 1, state->chars + state->caret,
                (state->length - state->caret) * sizeof(uint32_t));
        state->chars[state->caret] = sym == '1' ? 0x2000B : 0xFF41 + (sym - 'a');
        state->length++;
        state->caret++;
    } else if (state->length == 0) {
        return false;
    } else if (sym == 0xff51 /* Left */) {
        if (state->caret > 0) state->caret--;
        if (draws_preedit(ic)) {
            xcb_im_preedit_caret_fr_t frame = {0};
            frame.position = state->caret;
            frame.direction = 10; /* XIMAbsolutePosition */
            frame.style = 1;      /* XIMIsPrimary */
            xcb_im_preedit_caret_callback(im, ic, &frame);
        }
        return true;
    } else if (sym == 0xff08 /* BackSpace */) {
        state->length--;
        if (state->caret > state->length) state->caret = state->length;
    } else if (sym == 0xff0d /* Return */ || sym == ' ') {
        finish(im, ic, state, true);
        return true;
    } else if (sym == 0xff1b /* Escape */) {
        finish(im, ic, state, false);
        return true;
    } else {
        return false;
    }
    draw(im, ic, state, old_length);
    return true;
}

static void report_spot(xcb_im_input_context_t *ic) {
    if (!(xcb_im_input_context_get_preedit_attr_mask(ic) & XCB_XIM_XNSpotLocation_MASK)) return;
    const xcb_im_preedit_attr_t *attributes = xcb_im_input_context_get_preedit_attr(ic);
    char line[64];
    snprintf(line, sizeof line, "spot %d %d", attributes->spot_location.x, attributes->spot_location.y);
    say(line);
}

static void handle(xcb_im_t *im, xcb_im_client_t *client, xcb_im_input_context_t *ic,
                   const xcb_im_packet_header_fr_t *header, void *frame, void *arg, void *data) {
    (void)client;
    (void)frame;
    server_state *state = data;
    char line[64];
    switch (header->major_opcode) {
    case XCB_XIM_CREATE_IC:
        snprintf(line, sizeof line, "style 0x%x", xcb_im_input_context_get_input_style(ic));
        say(line);
        report_spot(ic);
        break;
    case XCB_XIM_SET_IC_VALUES:
        report_spot(ic);
        break;
    case XCB_XIM_SET_IC_FOCUS:
        say("focus");
        break;
    case XCB_XIM_UNSET_IC_FOCUS:
        say("unfocus");
        break;
    case XCB_XIM_RESET_IC:
        state->length = state->caret = 0;
        state->started = false;
        say("reset");
        break;
    case XCB_XIM_FORWARD_EVENT: {
        xcb_key_press_event_t *event = arg;
        if ((event->response_type & 0x7f) != XCB_KEY_PRESS) break;
        xcb_keysym_t sym = xcb_key_symbols_get_keysym(state->symbols, event->detail, 0);
        if (!compose(im, ic, state, sym)) xcb_im_forward_event(im, ic, event);
        break;
    }
    default:
        break;
    }
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: XIMServerFixture NAME [callbacks|position|root]\n");
        return 2;
    }
    const char *richest = argc > 2 ? argv[2] : "callbacks";
    uint32_t all_styles[] = {
        XCB_IM_PreeditCallbacks | XCB_IM_StatusNothing,
        XCB_IM_PreeditPosition | XCB_IM_StatusNothing,
        XCB_IM_PreeditNothing | XCB_IM_StatusNothing,
    };
    uint32_t first = strcmp(richest, "root") == 0 ? 2 : strcmp(richest, "position") == 0 ? 1 : 0;
    xcb_im_styles_t styles = {3 - first, all_styles + first};
    char *encoding_names[] = {"COMPOUND_TEXT"};
    xcb_im_encodings_t encodings = {1, encoding_names};
    xcb_im_trigger_keys_t no_keys = {0, NULL};

    int screen_number = 0;
    xcb_connection_t *connection = xcb_connect(NULL, &screen_number);
    if (xcb_connection_has_error(connection)) return 1;
    xcb_screen_iterator_t screens = xcb_setup_roots_iterator(xcb_get_setup(connection));
    for (int i = 0; i < screen_number; i++) xcb_screen_next(&screens);
    xcb_screen_t *screen = screens.data;
    xcb_window_t window = xcb_generate_id(connection);
    xcb_create_window(connection, XCB_COPY_FROM_PARENT, window, screen->root, 0, 0, 1, 1, 0,
                      XCB_WINDOW_CLASS_INPUT_OUTPUT, screen->root_visual, 0, NULL);
    xcb_compound_text_init();
    server_state state = {0};
    state.symbols = xcb_key_symbols_alloc(connection);
    xcb_im_t *im = xcb_im_create(connection, screen_number, window, argv[1], XCB_IM_ALL_LOCALES, &styles, &no_keys,
                                 &no_keys, &encodings, 0, handle, &state);
    if (!im || !xcb_im_open_im(im)) {
        fprintf(stderr, "XIMServerFixture: cannot serve %s\n", argv[1]);
        return 1;
    }
    xcb_flush(connection);
    say("ready");
    xcb_generic_event_t *event;
    while ((event = xcb_wait_for_event(connection))) {
        xcb_im_filter_event(im, event);
        free(event);
        xcb_flush(connection);
    }
    return 0;
}
