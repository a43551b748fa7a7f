#!/usr/bin/python3
"""Plays an app taking drops through XDND version 5 (python3-xlib): a window that accepts one MIME type.

Usage: xdnd_target.py X Y MIME-TYPE OUTPUT
Maps a 200 x 150 XdndAware window at (X, Y) and prints "ready" once it is viewable. A drag offering
MIME-TYPE is accepted with XdndActionCopy; at the drop the data is read from XdndSelection, written to
the file OUTPUT, "received N bytes" printed, and XdndFinished sent. Exits 0 after a drop, 2 at the
thirty-second deadline.
"""
import select
import sys
import time

from Xlib import X, Xatom, display
from Xlib.protocol import event

x, y, mime, output = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
d = display.Display()
root = d.screen().root
atom = lambda name: d.intern_atom(name)
window = root.create_window(
    x, y, 200, 150, 0, X.CopyFromParent, background_pixel=d.screen().white_pixel,
    override_redirect=True, event_mask=X.StructureNotifyMask | X.PropertyChangeMask)
window.change_property(atom("XdndAware"), Xatom.ATOM, 32, [5])
window.map()
d.flush()


def say(line):
    print(line, flush=True)


def send(target, name, data):
    message = event.ClientMessage(window=target, client_type=atom(name), data=(32, data + [0] * (5 - len(data))))
    target.send_event(message, event_mask=0)
    d.flush()


source = None
offered = []
deadline = time.time() + 30
while time.time() < deadline:
    if not d.pending_events():
        select.select([d], [], [], 0.1)
        continue
    e = d.next_event()
    if e.type == X.MapNotify:
        say("ready")
    elif e.type == X.ClientMessage and e.client_type == atom("XdndEnter"):
        source = d.create_resource_object("window", e.data[1][0])
        offered = [a for a in e.data[1][2:5] if a]
        if e.data[1][1] & 1:
            offered = list(source.get_full_property(atom("XdndTypeList"), X.AnyPropertyType).value)
        say("enter " + " ".join(d.get_atom_name(a) for a in offered))
    elif e.type == X.ClientMessage and e.client_type == atom("XdndPosition"):
        accepts = atom(mime) in offered
        send(source, "XdndStatus", [window.id, 1 if accepts else 0, 0, 0, atom("XdndActionCopy") if accepts else 0])
    elif e.type == X.ClientMessage and e.client_type == atom("XdndDrop"):
        window.convert_selection(atom("XdndSelection"), atom(mime), atom("XDND_DATA"), e.data[1][2])
        d.flush()
    elif e.type == X.SelectionNotify:
        data = b""
        if e.property:
            value = window.get_full_property(atom("XDND_DATA"), X.AnyPropertyType, sizehint=1 << 20)
            data = bytes(value.value) if isinstance(value.value, (bytes, bytearray)) else value.value.encode()
        with open(output, "wb") as out:
            out.write(data)
        say("received %d bytes" % len(data))
        send(source, "XdndFinished", [window.id, 1 if data else 0, atom("XdndActionCopy") if data else 0])
        sys.exit(0)
say("deadline")
sys.exit(2)
