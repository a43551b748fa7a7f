#!/usr/bin/env python3
"""Soak test: the demo catalogue under its own Xvfb, driven through every set of pages with scripted
clicks, drags, wheel turns and typing (xdotool) in cycles for SOAK_MINUTES (default 10), its resident
memory (VmRSS, from /proc) sampled after every step.

Three warm-up passes first make what is made once (each set's pages, fonts, glyph caches, the
contacts page's avatars) and fill the bounded caches: the text layout cache keeps 1024 layouts, more
than one pass over the catalogue shows, and with it the first measured cycle's low point would sit
some 3.5 MB below the rest (with a 16-entry cache every cycle, the first included, agrees to the
kilobyte); the UIKit Catalog set alone, run in a loop, reaches its plateau on its third pass and
stays there within 0.05 MB; then
each cycle prints its low point (the least memory the app held between steps) and how far it lies above
the first cycle's. A low point that keeps rising is memory never given back. Goal: every later low
point within SOAK_GOAL_MB (default 2) MB of the first cycle's. Exits 1 when the goal is missed or the
app dies, 2 when something it needs is missing. At least two cycles run, whatever SOAK_MINUTES says.

The catalogue's main window is at (20, 20), 1000 x 988, on a 1480 x 1030 screen, as `make run` places
it: its menu bar's 28 points, then the 960 of its pages. Coordinates below are screen pixels as the pages
had them before the menu bar; `Soak.x` moves those inside the main window (x below 1020) down by the
bar's height. Each set is left as it was found, so every cycle is the same.
SOAK_SCREENSHOTS=<directory> saves a PNG after every step of the warm-up, to check where the clicks
land after the catalogue's layout changes; SOAK_SETS=1 prints each set's time and memory in every cycle,
to tell which set's memory grows.

Usage: scripts/soak.py [path/to/catalog]   (default: the debug build's catalog)
"""

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

MINUTES = float(os.environ.get("SOAK_MINUTES", "10"))
GOAL_MB = float(os.environ.get("SOAK_GOAL_MB", "2"))
SCREENSHOTS = os.environ.get("SOAK_SCREENSHOTS")
SCREEN = "1480x1030x24"
# The main window's menu bar: its pages start this much lower on the screen than the coordinates say.
MENU_BAR = 28
MAIN_WINDOW_RIGHT = 1020


class AppDied(Exception):
    pass


class Soak:
    def __init__(self, catalog, display, workdir):
        self.catalog = catalog
        self.display = display
        self.workdir = workdir
        self.app = None
        self.samples = []  # RSS in kB since the cycle began
        self.cycle = 0  # cycles done; 0 during the warm-up
        self.step = 0

    # The app and its memory.

    def launch(self):
        ready = os.path.join(self.workdir, "ready")
        environment = dict(os.environ, DISPLAY=self.display, CASEMENT_READY_FILE=ready)
        # Resident memory that follows live memory: glibc's default raises its mmap threshold to the
        # largest block freed (so later big buffers stay on the heap once freed) and keeps an arena
        # per thread, which made the low points of identical cycles differ by ±3 MB. A fixed
        # threshold, trimming and one arena make them agree to the kilobyte until something grows.
        environment.setdefault(
            "GLIBC_TUNABLES",
            "glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072:glibc.malloc.arena_max=1",
        )
        environment.pop("CASEMENT_BACKEND", None)
        environment.pop("CASEMENT_CATALOG_PAGE", None)
        environment.pop("CASEMENT_CATALOG_DEMO", None)
        self.stderr = open(os.path.join(self.workdir, "catalog.err"), "w+")
        self.app = subprocess.Popen([self.catalog], env=environment, stdout=subprocess.DEVNULL, stderr=self.stderr)
        deadline = time.monotonic() + 60
        while not os.path.exists(ready):
            if self.app.poll() is not None or time.monotonic() > deadline:
                raise AppDied("the catalogue drew no first frame within 60 s")
            time.sleep(0.1)

    def rss_kb(self):
        if self.app.poll() is not None:
            raise AppDied(f"the catalogue exited with status {self.app.returncode}")
        with open(f"/proc/{self.app.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        raise AppDied("no VmRSS for the catalogue")

    def sample(self):
        self.samples.append(self.rss_kb())

    # Input.

    def x(self, *words, settle=0.15):
        """Runs one xdotool command line, lets the app settle, samples its memory."""
        words = list(words)
        for index, word in enumerate(words[:-2]):
            if word == "mousemove" and int(words[index + 1]) < MAIN_WINDOW_RIGHT:
                words[index + 2] = int(words[index + 2]) + MENU_BAR
        subprocess.run(
            ["xdotool", *[str(word) for word in words]], env=dict(os.environ, DISPLAY=self.display), check=True
        )
        time.sleep(settle)
        self.sample()
        if SCREENSHOTS and self.cycle == 0:
            self.step += 1
            path = os.path.join(SCREENSHOTS, f"step{self.step:03d}.png")
            subprocess.run(["import", "-display", self.display, "-window", "root", path], check=False)

    def click(self, x, y, settle=0.15):
        self.x("mousemove", x, y, "click", "--delay", "0", "1", settle=settle)

    def clicks(self, points, pause=0.12, settle=0.15):
        """Clicks each point in turn, `pause` seconds apart, in one xdotool run."""
        words = []
        for x, y in points:
            words += ["mousemove", x, y, "click", "--delay", "0", "1", "sleep", pause]
        self.x(*words, settle=settle)

    def drag(self, x0, y0, x1, y1, steps=6, back=False, settle=0.15):
        """Presses at (x0, y0), moves to (x1, y1) in `steps` moves (and back to the start if `back`), releases."""
        path = [(x0 + (x1 - x0) * index / steps, y0 + (y1 - y0) * index / steps) for index in range(1, steps + 1)]
        if back:
            path += list(reversed(path[:-1])) + [(x0, y0)]
        words = ["mousemove", x0, y0, "mousedown", "1"]
        for x, y in path:
            words += ["mousemove", round(x), round(y), "sleep", "0.03"]
        self.x(*words, "mouseup", "1", settle=settle)

    def retype(self, x, y, text):
        """Clicks into a text field near its right end and replaces what it holds with `text`."""
        self.x("mousemove", x, y, "click", "--delay", "0", "1", settle=0.1)
        self.x("key", "--repeat", "30", "--delay", "3", "BackSpace", settle=0.1)
        self.x("type", "--delay", "15", text)

    # The sets of pages, each left as it was found.

    def drawing(self):
        self.click(95, 47, settle=1)  # the Drawing button
        self.click(840, 868, settle=0.8)  # the layers page: a burst of sparkles, which die out
        # The events window's pad: tap, double-tap, long press, drag, wheel, ctrl- and shift-ctrl-wheel.
        self.click(1094, 357)  # its button
        self.click(1234, 384)
        self.x("mousemove", 1234, 384, "click", "--repeat", "2", "--delay", "80", "1")
        self.x("mousemove", 1234, 384, "mousedown", "1", "sleep", "0.8", "mouseup", "1")
        self.drag(1180, 360, 1290, 420)
        self.x("mousemove", 1234, 384, "click", "--repeat", "3", "--delay", "30", "4")
        self.x("keydown", "ctrl", "click", "--repeat", "2", "--delay", "30", "5", "keyup", "ctrl")
        self.x("keydown", "ctrl", "click", "--repeat", "2", "--delay", "30", "4", "keyup", "ctrl")
        self.x("keydown", "shift", "keydown", "ctrl", "click", "4", "click", "5", "keyup", "ctrl", "keyup", "shift")
        self.clicks([(x, y) for y in (160, 215, 271) for x in (1047, 1119, 1192)])  # the palette's swatches

    def animation(self):
        self.click(213, 47, settle=1)  # the Animation button; the pages run a while
        self.click(589, 463)  # Pause
        self.drag(560, 620, 960, 620, back=True)  # scrub to the end and back
        self.click(679, 463)  # Resume
        self.click(599, 759, settle=1)  # Busy frame

    def controllers(self):
        self.click(331, 47, settle=0.8)  # the Controllers button presents the tab bar controller
        self.click(145, 954)  # Navigation
        self.click(76, 218, settle=0.6)  # Push: page 1
        self.click(75, 183, settle=0.6)  # Push: page 2
        self.click(983, 42, settle=0.6)  # Root
        self.click(176, 261, settle=0.8)  # Push with custom animation
        self.drag(22, 500, 800, 500, steps=10, settle=1)  # pop from the left edge
        self.click(92, 306, settle=0.5)  # Hide bar
        self.click(92, 306 - 44, settle=0.5)  # Show bar (the rows move up with the bar gone)
        self.click(395, 954)  # Presentation
        for y in (217, 262, 305, 350, 487, 532, 575, 618):  # every style; each has a Dismiss button
            self.click(100, y, settle=0.6)
            self.click(520, 552, settle=0.6)
        self.click(100, 393, settle=0.8)  # Current context, inside the framed area
        self.click(740, 550, settle=0.8)
        self.click(100, 713, settle=0.8)  # Seed card, closed by its x
        self.click(984, 70, settle=0.8)
        self.click(100, 713, settle=0.8)  # and dragged down
        self.drag(520, 420, 520, 800, steps=8, settle=0.8)
        self.click(644, 954)  # Alerts
        self.click(120, 200)
        self.x("key", "Return")
        self.click(120, 244)
        self.x("type", "--delay", "15", "user")
        self.x("key", "Tab")
        self.x("type", "--delay", "15", "secret")
        self.x("key", "Return")
        self.click(120, 288)
        self.x("key", "Escape")
        self.click(894, 954)  # Lifecycle
        self.click(130, 190, settle=0.6)  # Push Second
        self.click(70, 62, settle=0.6)  # back
        self.click(130, 234, settle=1)  # Present (full screen)
        self.click(88, 126, settle=1)  # Dismiss
        self.click(130, 278)  # Memory warning
        self.click(954, 62)  # Clear the log
        self.click(78, 62, settle=0.8)  # Close

    def layout(self):
        self.click(449, 47, settle=1)  # the Auto Layout button
        self.retype(435, 170, "Ada Lovelace")
        self.retype(435, 214, "ada@example.com")
        self.retype(435, 258, "London")
        self.clicks([(128, 371), (274, 371), (422, 371)])  # Cancel, Save draft, Send
        self.drag(831, 168, 622, 168, back=True)  # the priorities slider: narrower, and back
        self.clicks([(718, 210), (606, 210)])  # Orange wins, Green wins
        self.click(597, 634)  # Exercise the ambiguity
        self.clicks([(704, 634), (704, 634)], pause=0.5)  # add the conflict, and remove it
        window = ["search", "--name", "Casement Catalog", "windowsize", "%@"]
        self.x(*window, 700, 960 + MENU_BAR, settle=1)  # narrower: the form's buttons stand in a column
        self.x(*window, 1000, 960 + MENU_BAR, settle=1)

    def uikit(self):
        self.click(567, 47, settle=1)  # the UIKit Catalog button
        pages = [
            (181, self.buttons),
            (225, self.page_controls),
            (269, self.pickers),
            (313, self.segmented_controls),
            (357, self.sliders),
            (401, self.steppers),
            (445, self.switches),
            (489, self.text_fields),
            (589, self.activity_indicators),
            (633, self.drag_and_drop),
            (677, self.image_view),
            (721, self.labels),
            (765, self.visit),  # Bars
            (809, self.notes),
            (853, self.progress_views),
            (897, self.scroll_views),
        ]
        # The lists, with the list scrolled to its end (the rows above go under the bar).
        lists = [
            (700, self.visit),  # App Store
            (744, self.visit),  # Circle Layout
            (788, self.contacts),
            (832, self.visit),  # Photo Grid
            (876, self.visit),  # Sidebar
            (920, self.table_views),
        ]
        for y, page in pages:
            self.open(y, page)
        self.x("mousemove", 520, 600, "click", "--repeat", "15", "--delay", "40", "5", settle=0.5)
        for y, page in lists:
            self.open(y, page)
        self.x("mousemove", 520, 600, "click", "--repeat", "15", "--delay", "40", "4", settle=0.5)

    def open(self, y, page):
        self.click(520, y, settle=0.5)  # the row pushes the page
        clear = page()
        self.click(*(clear or (931, 190)))  # the events log's Clear
        self.click(89, 98, settle=0.5)  # back to the list

    def visit(self):
        """A page opened and left as it is: its views made, laid out, drawn and let go."""

    def activity_indicators(self):
        self.click(474, 614)  # Stop
        self.click(474, 614)  # Start

    def buttons(self):
        self.clicks([(466, y) for y in (190, 234, 278, 323, 408, 453, 494, 541, 627)])
        self.click(471, 671)  # the menu
        self.x("key", "Escape")

    def contacts(self):
        self.clicks([(285, 191), (425, 191), (145, 191)], pause=0.3)  # Favorites, Work, All
        self.drag(400, 333, 290, 333, settle=0.5)  # the first row opens on Delete
        self.click(473, 333, settle=0.5)  # Delete
        self.drag(120, 333, 400, 333, settle=0.5)  # a full swipe to the right: a favourite
        self.x("mousemove", 290, 600, "click", "--repeat", "10", "--delay", "40", "5", "sleep", "0.3",
               "click", "--repeat", "10", "--delay", "40", "4", settle=0.5)  # the wheel down and back
        self.click(966, 97, settle=0.5)  # Edit: delete controls and grips
        self.drag(484, 333, 484, 408, settle=0.5)  # the first row's grip, a row down
        self.click(966, 97, settle=0.5)  # Done

    def drag_and_drop(self):
        self.drag(400, 383, 286, 243, steps=8, settle=0.5)  # the text chip into the drop zone
        self.drag(443, 438, 286, 243, steps=8, settle=0.5)  # the image into the drop zone

    def image_view(self):
        self.clicks([(466, 588), (466, 588), (466, 846), (466, 846)], pause=0.2)  # isAnimating, isHighlighted

    def labels(self):
        self.clicks([(937, 453), (937, 453)], pause=0.2)  # isHighlighted on and off
        return (931, 539)

    def notes(self):
        self.click(600, 300)  # into the note: editing begins
        self.x("type", "--delay", "15", "soak text ")
        self.x("key", "ctrl+z", "shift+ctrl+Left", "ctrl+c", "End", "ctrl+v")  # undo, copy a word, paste it
        self.click(857, 98, settle=1.5)  # Long Document: 10 000 lines
        self.x("mousemove", 500, 500, "click", "--repeat", "20", "--delay", "40", "5", settle=0.5)
        self.click(500, 500)
        self.x("type", "--delay", "15", "soak text")
        self.x("key", "ctrl+End", "Return")
        self.click(880, 98, settle=0.5)  # Short Note
        return (958, 97)  # Done, in place of the log's Clear

    def page_controls(self):
        self.clicks([(x, y) for y in (190, 234, 278) for x in (420, 440, 460, 480, 420)], pause=0.1)

    def pickers(self):
        self.click(182, 336, settle=0.5)  # Lemon, two rows below the fruit wheel's centre
        self.drag(182, 250, 182, 320, settle=1)  # the fruit wheel dragged back down
        self.click(753, 355, settle=0.3)  # the 12th in the inline calendar
        self.click(331, 708, settle=0.3)  # the compact date pill opens the calendar
        self.click(700, 950, settle=0.3)  # a click outside it closes it
        return (933, 566)

    def progress_views(self):
        self.click(466, 533, settle=1)  # Restart the task

    def scroll_views(self):
        # The map: double-taps zoom in twice, a drag pans, Ctrl+wheel zooms out past the whole map,
        # which springs back to it.
        self.x("mousemove", 285, 330, "click", "--repeat", "2", "--delay", "80", "1", "sleep", "0.5",
               "click", "--repeat", "2", "--delay", "80", "1", settle=0.5)
        self.drag(285, 330, 200, 260)
        self.x("keydown", "ctrl", "click", "--repeat", "20", "--delay", "40", "5", "keyup", "ctrl", settle=0.8)
        # The gallery: a fling to the left, a drag back, and a tap either side of the dots.
        self.drag(400, 620, 160, 620, steps=4)
        self.drag(160, 620, 420, 620, steps=8, settle=0.8)
        self.clicks([(325, 738), (245, 738)], pause=0.5, settle=0.5)
        # The form: the wheel to its end and back, then a pull down far enough to refresh (it ends
        # after a second).
        self.x("mousemove", 745, 330, "click", "--repeat", "8", "--delay", "40", "5", "sleep", "0.3",
               "click", "--repeat", "8", "--delay", "40", "4", settle=0.5)
        self.drag(745, 180, 745, 520, steps=8, settle=1.5)
        return (931, 564)

    def segmented_controls(self):
        self.clicks([(393, 190), (458, 190), (325, 190), (406, 234), (442, 234), (476, 234), (406, 278), (463, 278)])
        self.clicks([(461, 364), (336, 364), (461, 408), (403, 408)])

    def sliders(self):
        for x, y in [(252, 190), (341, 276), (310, 364), (401, 408), (286, 492)]:
            self.drag(x, y, x + 120 if x < 380 else x - 120, y, back=True)

    def steppers(self):
        for y in (190, 234, 278):
            self.x("mousemove", 471, y, "click", "--repeat", "3", "--delay", "60", "1", "sleep", "0.1",
                   "mousemove", 432, y, "click", "--repeat", "3", "--delay", "60", "1")
        self.x("mousemove", 471, 190, "mousedown", "1", "sleep", "0.8", "mouseup", "1")  # held: repeats
        self.x("mousemove", 432, 190, "mousedown", "1", "sleep", "0.8", "mouseup", "1")

    def switches(self):
        self.clicks([(466, y) for y in (190, 276, 320) for _ in (0, 1)], pause=0.2)

    def table_views(self):
        # The 100 000-row table: the wheel down and back up.
        self.x("mousemove", 755, 324, "click", "--repeat", "20", "--delay", "40", "5", "sleep", "0.3",
               "click", "--repeat", "20", "--delay", "40", "4", settle=0.5)
        # Settings: the checkmark to Dark and back to Light, Airplane Mode on and off.
        self.clicks([(285, 484), (285, 440), (452, 234), (452, 234)], pause=0.3)
        # The diffable list: Shuffle, Add, Remove.
        self.clicks([(145, 704), (285, 704), (424, 704)], pause=0.2)
        return (934, 542)

    def text_fields(self):
        # The left column's fields (the password left of its Show button), then Show and Hide.
        for x, y in [(480, y) for y in (191, 278, 321, 365, 410, 495, 667, 711, 797, 885)] + [(420, 581)]:
            self.retype(x, y, "soak text")
        self.x("key", "Return")
        self.clicks([(467, 581), (467, 581)], pause=0.2)
        # The sign-up form: Return moves from Name to Email to New password, then ends editing.
        self.click(930, 191)
        for field in ("Ada", "ada@example.com", "secret"):
            self.x("key", "--repeat", "30", "--delay", "3", "BackSpace", settle=0.1)
            self.x("type", "--delay", "15", field)
            self.x("key", "Return")
        # The field with an accessory view: its panel opens under it, and its Done ends editing.
        self.retype(480, 841, "soak text")
        self.click(452, 886)
        return (933, 452)

    def run_cycle(self):
        """One pass over every set of pages: its low and high memory in kB, and how long it took."""
        self.samples = []
        started = time.monotonic()
        for set_of_pages in (self.drawing, self.animation, self.controllers, self.layout, self.uikit):
            began, first = time.monotonic(), len(self.samples)
            set_of_pages()
            if os.environ.get("SOAK_SETS"):
                low, high = min(self.samples[first:]), max(self.samples[first:])
                print(
                    f"      {set_of_pages.__name__:11} {time.monotonic() - began:4.1f} s, "
                    f"low {low / 1024:7.2f} MB, high {high / 1024:7.2f} MB",
                    flush=True,
                )
        self.cycle += 1
        return min(self.samples), max(self.samples), time.monotonic() - started


def start_xvfb(workdir):
    read, write = os.pipe()
    log = open(os.path.join(workdir, "xvfb.log"), "w")
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", SCREEN, "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=log,
        stderr=log,
    )
    os.close(write)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read, 16)
        if not chunk:
            raise RuntimeError("Xvfb did not start; see " + log.name)
        number += chunk
    os.close(read)
    return xvfb, ":" + number.decode().strip()


def main():
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            print(f"soak: {tool} is not installed (make deps installs it)", file=sys.stderr)
            return 2
    if len(sys.argv) > 1:
        catalog = sys.argv[1]
    else:
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        bin_path = subprocess.run(
            ["swift", "build", "--show-bin-path"], cwd=root, capture_output=True, text=True, check=True
        ).stdout.strip()
        catalog = os.path.join(bin_path, "catalog")
    if not os.access(catalog, os.X_OK):
        print(f"soak: no catalogue at {catalog}; run `swift build` first (make soak does)", file=sys.stderr)
        return 2
    if SCREENSHOTS:
        os.makedirs(SCREENSHOTS, exist_ok=True)

    workdir = tempfile.mkdtemp(prefix="casement-soak-")
    xvfb, display = start_xvfb(workdir)
    soak = Soak(catalog, display, workdir)
    lows = []
    try:
        deadline = time.monotonic() + MINUTES * 60
        soak.launch()
        launched = soak.rss_kb()
        print(
            f"Soak: the catalogue ({catalog}) under Xvfb {display}, every set of pages driven in cycles for "
            f"{MINUTES:g} min; resident memory sampled after every step"
        )
        for _ in range(3):
            low, high, seconds = soak.run_cycle()
            print(f"    warm-up ({seconds:3.0f} s): {launched / 1024:.2f} MB after launch, {high / 1024:.2f} MB at most")
        while time.monotonic() < deadline or len(lows) < 2:
            low, high, seconds = soak.run_cycle()
            lows.append(low)
            rise = "" if len(lows) == 1 else f", {(low - lows[0]) / 1024:+6.2f} MB against cycle 1"
            print(
                f"    cycle {len(lows):2d} ({seconds:3.0f} s, {len(soak.samples)} samples): "
                f"low {low / 1024:7.2f} MB, high {high / 1024:7.2f} MB{rise}",
                flush=True,
            )
    except AppDied as death:
        soak.stderr.seek(0)
        print(f"soak: {death}; its standard error ends:\n{soak.stderr.read()[-2000:]}", file=sys.stderr)
        return 1
    finally:
        if soak.app and soak.app.poll() is None:
            soak.app.send_signal(signal.SIGTERM)
            try:
                soak.app.wait(timeout=5)
            except subprocess.TimeoutExpired:
                soak.app.kill()
        xvfb.terminate()
        xvfb.wait()
        shutil.rmtree(workdir, ignore_errors=True)

    rises = [(low - lows[0]) / 1024 for low in lows[1:]]
    worst = max(rises)
    last = rises[-1]
    per_cycle = (lows[-1] - lows[0]) / 1024 / (len(lows) - 1)
    print(
        f"    growth of the low points after cycle 1: at most {worst:+.2f} MB (cycle {rises.index(worst) + 2}), "
        f"{last:+.2f} MB by the last, {per_cycle:+.3f} MB a cycle"
    )
    met = worst <= GOAL_MB
    print(f"    goal low points flat within {GOAL_MB:g} MB of cycle 1's: {'met' if met else 'NOT met'}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
