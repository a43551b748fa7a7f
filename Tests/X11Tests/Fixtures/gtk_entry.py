#!/usr/bin/python3
"""Plays a GTK text editor: a Gtk.Entry in a window at (X, Y), 300 x 60, which takes text dropped on it.

Usage: gtk_entry.py X Y
Prints "ready" once the window is shown, then "text: ..." each time the entry's text changes; it
runs until ended.
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import GLib, Gtk  # noqa: E402

window = Gtk.Window(title="GTK drop target")
window.set_default_size(300, 60)
window.move(int(sys.argv[1]), int(sys.argv[2]))
entry = Gtk.Entry()
window.add(entry)


def changed(widget):
    print("text: " + widget.get_text(), flush=True)


def mapped(widget, _event):
    GLib.idle_add(lambda: print("ready", flush=True) and False)
    return False


entry.connect("changed", changed)
window.connect("map-event", mapped)
window.connect("destroy", Gtk.main_quit)
window.show_all()
Gtk.main()
