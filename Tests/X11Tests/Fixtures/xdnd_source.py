#!/usr/bin/python3
"""Plays a file manager dragging onto another client through XDND version 5 (python3-xlib).

Usage: xdnd_source.py X Y MIME-TYPE DATA  (DATA "@PATH": the bytes of the file at PATH)
Finds the XdndAware window under the root point (X, Y), owns XdndSelection offering DATA as
MIME-TYPE (text/plain;charset=utf-8 is offered as UTF8_STRING too), sends XdndEnter, XdndPosition,
then XdndDrop once the target accepts, answers its conversions, and prints each step:
"status accepted=1 action=XdndActionCopy", "sent TYPE", "finished accepted=1 action=XdndActionCopy".
Exits 0 after XdndFinished, 1 when the target refuses, 2 at the ten-second deadline.
"""
import select
import sys
import time

from Xlib import X, Xatom, display
from Xlib.protocol import event

x, y, mime, payload = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4].encode()
if sys.argv[4].startswith("@"):
    with open(sys.argv[4][1:], "rb") as data:
        payload = data.read()
d = display.Display()
root = d.screen().root
atom = lambda name: d.intern_atom(name)
source = root.create_window(-10, -10, 1, 1, 0, X.CopyFromParent)
source.change_property(atom("XdndAware"), Xatom.ATOM, 32, [5])
offered = [mime] + (["UTF8_STRING"] if mime.startswith("text/plain") else [])


def aware_window_at(x, y):
    """The XdndAware window under the root point: a top-level or one of its descendants."""
    window = root
    while True:
        child = window.translate_coords(root, x, y).child
        if not child:
            return None
        prop = child.get_full_property(atom("XdndAware"), X.AnyPropertyType)
        if prop and prop.value[0] >= 3:
            return child
        window = child


def send(target, name, data):
    message = event.ClientMessage(window=target, client_type=atom(name), data=(32, data + [0] * (5 - len(data))))
    target.send_event(message, event_mask=0)
    d.flush()


def say(line):
    print(line, flush=True)


target = aware_window_at(x, y)
if target is None:
    say("no aware window at %d,%d" % (x, y))
    sys.exit(1)
source.set_selection_owner(atom("XdndSelection"), X.CurrentTime)
types = [atom(name) for name in offered]
send(target, "XdndEnter", [source.id, 5 << 24] + types[:3])
send(target, "XdndPosition", [source.id, 0, (x << 16) | y, X.CurrentTime, atom("XdndActionCopy")])
deadline = time.time() + 10
dropped = False
while time.time() < deadline:
    if not d.pending_events():
        select.select([d], [], [], 0.1)
        continue
    e = d.next_event()
    if e.type == X.ClientMessage and e.client_type == atom("XdndStatus"):
        accepted = e.data[1][1] & 1
        action = d.get_atom_name(e.data[1][4]) if e.data[1][4] else "None"
        say("status accepted=%d action=%s" % (accepted, action))
        if not dropped:
            if not accepted:
                send(target, "XdndLeave", [source.id])
                sys.exit(1)
            dropped = True
            send(target, "XdndDrop", [source.id, 0, X.CurrentTime])
    elif e.type == X.ClientMessage and e.client_type == atom("XdndFinished"):
        action = d.get_atom_name(e.data[1][2]) if e.data[1][2] else "None"
        say("finished accepted=%d action=%s" % (e.data[1][1] & 1, action))
        sys.exit(0)
    elif e.type == X.SelectionRequest:
        name = d.get_atom_name(e.target)
        prop = e.property or e.target
        if name == "TARGETS":
            e.requestor.change_property(prop, Xatom.ATOM, 32, [atom("TARGETS")] + types)
        elif name in offered:
            e.requestor.change_property(prop, atom(name), 8, payload)
            say("sent " + name)
        else:
            prop = X.NONE
        reply = event.SelectionNotify(
            time=e.time, requestor=e.requestor, selection=e.selection, target=e.target, property=prop)
        e.requestor.send_event(reply, event_mask=0)
        d.flush()
say("deadline")
sys.exit(2)
