#!/usr/bin/env bash
# Installs the Debian packages Casement needs that are missing, checking with pkg-config and command -v.
set -euo pipefail

missing=()
need_pkgconfig() { pkg-config --exists "$1" 2>/dev/null || missing+=("$2"); }
need_command() { command -v "$1" >/dev/null 2>&1 || missing+=("$2"); }

need_command pkg-config pkg-config
if command -v pkg-config >/dev/null 2>&1; then
    need_pkgconfig x11 libx11-dev
    need_pkgconfig xext libxext-dev
    need_pkgconfig xi libxi-dev
    need_pkgconfig xrandr libxrandr-dev
    # Present: vblank times for the frame clock.
    need_pkgconfig xpresent libxpresent-dev
    # XFixes: who owns the clipboard (and, for the X11 tests, the cursor the server shows).
    need_pkgconfig xfixes libxfixes-dev
    # XTest: only the benchmarks link it, to press buttons as a user would.
    need_pkgconfig xtst libxtst-dev
    # xcb-imdkit: only the X11 tests' scripted XIM server (XIMServerFixture) is built on it.
    need_pkgconfig xcb-imdkit libxcb-imdkit-dev
    need_pkgconfig xcb-keysyms libxcb-keysyms1-dev
    need_pkgconfig cairo libcairo2-dev
    need_pkgconfig pangocairo libpango1.0-dev
    need_pkgconfig libturbojpeg libturbojpeg0-dev
    need_pkgconfig pixman-1 libpixman-1-dev
    # libdbus: the accessibility bridge talks AT-SPI 2 to screen readers over D-Bus.
    need_pkgconfig dbus-1 libdbus-1-dev
fi
need_command Xvfb xvfb
need_command xvfb-run xvfb
need_command xauth xauth
need_command xdotool xdotool
# The pasteboard tests play another app with xclip.
need_command xclip xclip
# The input method tests type pinyin through fcitx5, a real XIM server, with its Chinese addons.
need_command fcitx5 fcitx5
[ -e /usr/lib/x86_64-linux-gnu/fcitx5/libpinyin.so ] || missing+=(fcitx5-chinese-addons)
# The accessibility tests run a private desktop accessibility stack (a session bus, AT-SPI's bus launcher
# and registry) and read the app with libatspi from python3, as Orca does.
need_command dbus-daemon dbus-daemon
[ -x /usr/libexec/at-spi-bus-launcher ] || missing+=(at-spi2-core)
[ -d /usr/lib/python3/dist-packages/pyatspi ] || missing+=(python3-pyatspi)
[ -f /usr/lib/x86_64-linux-gnu/girepository-1.0/Atspi-2.0.typelib ] || missing+=(gir1.2-atspi-2.0)
# make soak's script.
need_command python3 python3
# The drag and drop tests play other X clients in python3: a file manager dragging through XDND
# (python3-xlib) and a GTK text entry taking drops (python3-gi with GTK 3's introspection data).
[ -d /usr/lib/python3/dist-packages/Xlib ] || missing+=(python3-xlib)
[ -d /usr/lib/python3/dist-packages/gi ] || missing+=(python3-gi)
[ -f /usr/lib/x86_64-linux-gnu/girepository-1.0/Gtk-3.0.typelib ] || missing+=(gir1.2-gtk-3.0)
need_command import imagemagick
need_command xwininfo x11-utils
# PDF tests count and render pages with poppler's pdfinfo and pdftoppm (without them those tests skip,
# or fail under CI).
need_command pdftoppm poppler-utils
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
# The oblique, extra-light and condensed faces: italicSystemFont and the font tests use them.
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf ] || missing+=(fonts-dejavu-extra)
# CJK glyphs by fontconfig fallback: the label tests draw Chinese and Japanese text.
[ -f /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf ] || missing+=(fonts-droid-fallback)

[ ${#missing[@]} -eq 0 ] && exit 0
packages=$(printf '%s\n' "${missing[@]}" | sort -u | tr '\n' ' ')
echo "Installing missing Debian packages: $packages"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $packages
