#!/usr/bin/env bash
# Opens the demo catalogue on $DISPLAY; with no display, runs it under its own Xvfb, takes a screenshot
# once every window has drawn its first frame and a click has burst the layers page's sparkles, then
# again on the animation pages (CASEMENT_CATALOG_PAGE=animation), on the controllers set's lifecycle
# tab after First pushed Second (CASEMENT_CATALOG_PAGE=controllers CASEMENT_CATALOG_DEMO=lifecycle),
# on the UIKit Catalog's list (CASEMENT_CATALOG_PAGE=uikit), on its sliders page after a click and a
# drag (CASEMENT_CATALOG_DEMO=sliders), on its scroll views page after a double-tap on the map, a tap
# on the gallery's page control and the wheel over the form (CASEMENT_CATALOG_DEMO=scrollviews), on
# its table views page after the wheel scrolled the 100 000-row table and clicks moved the checkmark,
# turned a switch and shuffled the diffable list (CASEMENT_CATALOG_DEMO=tableviews), on its contacts
# page scrolled under a sticky header with a row swiped open on Delete (CASEMENT_CATALOG_DEMO=contacts),
# on its pickers page after a click on a wheel's row and on a calendar day (CASEMENT_CATALOG_DEMO=pickers),
# on its App Store page with the chart dragged a column on and an icon chosen (CASEMENT_CATALOG_DEMO=appstore),
# on its circle layout page after Add and a click deleting a disc (CASEMENT_CATALOG_DEMO=circlelayout),
# on its search page with "an" typed and the A–M scope picked (CASEMENT_CATALOG_DEMO=search),
# on its notes page with words typed and selected and the edit menu open (CASEMENT_CATALOG_DEMO=notes), on
# its text fields page after the sign-up form was filled in through Return, the password shown and typing
# into the field with an accessory view (CASEMENT_CATALOG_DEMO=textfields),
# on the Auto Layout pages with a conflict, narrowed, the form scrolled to its end
# (CASEMENT_CATALOG_PAGE=layout CASEMENT_CATALOG_DEMO=conflict), on the table views page again with the
# main window's Dark switch turned on, on the bars page, with a second window open and the menu bar's
# Pages menu open, with a list row's context menu and a tooltip showing, and on the Split View set
# (CASEMENT_CATALOG_PAGE=split) after a click in its sidebar, after a click on its sidebar button, and in
# a window narrowed so it collapses; and on the UIKit Catalog's drag and drop page with the text chip
# dropped in the drop zone and the image being dragged over it (CASEMENT_CATALOG_DEMO=draganddrop);
# and prints the PNGs' paths.
set -euo pipefail
cd "$(dirname "$0")/.."
catalog="$(swift build --show-bin-path)/catalog"

if [ -n "${DISPLAY:-}" ]; then
    exec "$catalog"
fi

workdir=$(mktemp -d)
shot="$PWD/screenshots/catalog.png"
animation_shot="$PWD/screenshots/catalog-animation.png"
controllers_shot="$PWD/screenshots/catalog-controllers.png"
list_shot="$PWD/screenshots/catalog-uikit-list.png"
uikit_shot="$PWD/screenshots/catalog-uikit.png"
scroll_shot="$PWD/screenshots/catalog-scrollviews.png"
table_shot="$PWD/screenshots/catalog-tableviews.png"
contacts_shot="$PWD/screenshots/catalog-contacts.png"
pickers_shot="$PWD/screenshots/catalog-pickers.png"
appstore_shot="$PWD/screenshots/catalog-appstore.png"
circle_shot="$PWD/screenshots/catalog-circlelayout.png"
search_shot="$PWD/screenshots/catalog-search.png"
notes_shot="$PWD/screenshots/catalog-notes.png"
textfields_shot="$PWD/screenshots/catalog-textfields.png"
layout_shot="$PWD/screenshots/catalog-layout.png"
dark_shot="$PWD/screenshots/catalog-tableviews-dark.png"
bars_shot="$PWD/screenshots/catalog-bars.png"
popover_shot="$PWD/screenshots/catalog-popover.png"
sheet_shot="$PWD/screenshots/catalog-sheet.png"
windows_shot="$PWD/screenshots/catalog-windows.png"
menus_shot="$PWD/screenshots/catalog-menus.png"
split_shot="$PWD/screenshots/catalog-split.png"
split_collapsed_shot="$PWD/screenshots/catalog-split-collapsed.png"
split_hidden_shot="$PWD/screenshots/catalog-split-hidden.png"
dnd_shot="$PWD/screenshots/catalog-draganddrop.png"
mkdir -p screenshots
Xvfb -displayfd 3 -screen 0 1480x1030x24 -nolisten tcp 3>"$workdir/display" 2>"$workdir/xvfb.log" &
xvfb=$!
app=""
cleanup() {
    [ -n "$app" ] && kill "$app" 2>/dev/null || true
    kill "$xvfb" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$workdir"
}
trap cleanup EXIT

wait_for() { # condition, seconds
    local deadline=$((SECONDS + $2))
    until eval "$1"; do
        [ $SECONDS -lt $deadline ] || return 1
        sleep 0.1
    done
}
wait_for '[ -s "$workdir/display" ]' 10 || { echo "Xvfb did not start:" >&2; cat "$workdir/xvfb.log" >&2; exit 1; }
export DISPLAY=":$(cat "$workdir/display")"

# Runs the catalog on one set of pages (and demo state) and screenshots it `settle` seconds after
# every window drew its first frame (the animation set is caught mid-motion, the controllers set once
# its push has ended), after the xdotool commands given, if any, have run.
shoot() { # page set, demo, screenshot, settle seconds, [xdotool commands]
    rm -f "$workdir/ready"
    CASEMENT_CATALOG_PAGE="$1" CASEMENT_CATALOG_DEMO="$2" CASEMENT_READY_FILE="$workdir/ready" "$catalog" &
    app=$!
    wait_for '[ -e "$workdir/ready" ] || ! kill -0 $app 2>/dev/null' 30 || { echo "the catalog drew no frame within 30 s" >&2; exit 1; }
    [ -e "$workdir/ready" ] || { echo "the catalog exited before drawing" >&2; exit 1; }
    sleep "$4"
    if [ -n "${5:-}" ]; then
        # shellcheck disable=SC2086 # the commands are words for xdotool
        xdotool $5
        sleep 0.3
    fi
    import -window root "$3"
    kill "$app"
    wait "$app" 2>/dev/null || true
    app=""
}
# A click on the layers page (its top left at (530, 556) on the screen) bursts its emitter's sparkles.
shoot drawing "" "$shot" 0 "mousemove 840 896 click 1"
shoot animation "" "$animation_shot" 0.4
shoot controllers lifecycle "$controllers_shot" 1.5
shoot uikit "" "$list_shot" 0.5
# The main window's pages start at (20, 48) on the screen, below its menu bar: a click on the default slider's track
# (it jumps there), then a drag of the tinted slider's thumb to the left, so the log has events.
shoot uikit sliders "$uikit_shot" 0.5 "mousemove 420 220 click 1 sleep 0.3 mousemove 343 306 mousedown 1
    mousemove 310 307 sleep 0.05 mousemove 270 308 sleep 0.05 mousemove 230 308 sleep 0.05 mouseup 1"
# The scroll views page: a double-tap zooms the map in around Cairo Harbour, a tap right of the page
# control's dots turns the gallery to page 2, and the wheel scrolls the form to its end; the shot comes
# before the form's indicator fades.
shoot uikit scrollviews "$scroll_shot" 0.5 "mousemove 220 328 click --repeat 2 --delay 80 1 sleep 0.5
    mousemove 325 766 click 1 sleep 0.5 mousemove 745 358 click --repeat 8 --delay 40 5"
# The table views page: the wheel scrolls the 100 000-row table some 40 rows down (its cells reused,
# as their secondary texts and the log say), then clicks move the Settings checkmark to Dark, turn
# Airplane Mode on and shuffle the diffable list.
shoot uikit tableviews "$table_shot" 0.5 "mousemove 755 352 click --repeat 40 --delay 20 5 sleep 0.3
    mousemove 285 512 click 1 sleep 0.2 mousemove 452 262 click 1 sleep 0.2 mousemove 145 732 click 1"
# The contacts page: three notches of the wheel scroll the table so a header sticks under its top
# edge, then a drag to the left opens a row on Delete.
shoot uikit contacts "$contacts_shot" 0.5 "mousemove 290 628 click --repeat 3 --delay 40 5 sleep 0.5
    mousemove 400 588 mousedown 1 mousemove 380 588 sleep 0.05 mousemove 350 588 sleep 0.05
    mousemove 320 588 sleep 0.05 mousemove 290 588 sleep 0.05 mouseup 1 sleep 0.4"
# The pickers page: a click on Lemon, two rows below the fruit wheel's centre, turns it there; a click on
# the 12th in the inline calendar chooses it.
shoot uikit pickers "$pickers_shot" 0.5 "mousemove 182 364 click 1 sleep 1 mousemove 753 383 click 1 sleep 0.5"
# The App Store page: a drag to the left over the Top Free chart moves it on a column (where it settles),
# then a click on the third of the Essentials icons prints it.
shoot uikit appstore "$appstore_shot" 0.5 "mousemove 400 588 mousedown 1 mousemove 380 588 sleep 0.03
    mousemove 340 588 sleep 0.03 mousemove 300 588 sleep 0.03 mousemove 260 588 sleep 0.03 mousemove 220 588
    sleep 0.03 mousemove 180 588 sleep 0.03 mousemove 140 588 sleep 0.03 mouseup 1 sleep 1.5 mousemove 260 823 click 1"
# The circle layout page: Add inserts disc 13 between 12 and 1, then a click on disc 4 deletes it; the
# shot comes once both animations have ended.
shoot uikit circlelayout "$circle_shot" 0.5 "mousemove 180 219 click 1 sleep 0.4 mousemove 440 562 click 1 sleep 0.4"
# The notes page: a click at the end of the first line begins editing, three words are typed there and
# the last selected (Shift+Ctrl+Left), and a right click on it opens the edit menu; the count has followed.
shoot uikit notes "$notes_shot" 0.5 "mousemove 251 182 click 1 sleep 0.2 key End space t y p e d space u n d e r
    space X v f b sleep 0.2 key shift+ctrl+Left sleep 0.2 mousemove 380 182 click 3 sleep 0.5"
# The text fields page: the sign-up form filled in, Return moving from field to field and ending editing
# in the last; Show reveals the password; then typing into the field whose accessory view (Done) shows in a
# panel under it.
shoot uikit textfields "$textfields_shot" 0.5 "mousemove 700 219 click 1 sleep 0.2 key A d a Return sleep 0.2
    key a d a at e x a m p l e period c o m Return sleep 0.2 key s e c r e t Return sleep 0.2
    mousemove 467 609 click 1 sleep 0.2 mousemove 400 870 click 1 sleep 0.3 type Typed"
# The search page: a click in the bar begins the search, A–M is picked in the scope bar, and "an" typed.
shoot uikit search "$search_shot" 0.5 "mousemove 285 226 click 1 sleep 0.5 mousemove 285 278 click 1 sleep 0.3
    type --delay 60 an"
# The Auto Layout pages with the conflict added, its log on the page, after the window was narrowed by
# 300 points so the form has reflowed (its buttons stand in a column) and runs past its card; a notch
# of the wheel scrolls it to its end.
shoot layout conflict "$layout_shot" 0.3 "search --name Casement windowsize %@ 700 988 sleep 0.5
    mousemove 150 428 click 5"
# The table views page in dark: a click on the Dark switch at the main window's top right turns the
# window dark (its overrideUserInterfaceStyle), with the other windows left light.
shoot uikit tableviews "$dark_shot" 0.5 "mousemove 975 75 click 1 sleep 0.3"
# The bars page: its toolbar, the bar item menus and a selected item, and the blurred panel over the
# tiles, which a notch of the wheel scrolls under it.
shoot uikit bars "$bars_shot" 0.5 "mousemove 400 528 click 5 sleep 0.3"
# The bars page's presentations: Info in the navigation bar opens a popover whose arrow points at it;
# Sheet in the toolbar presents a sheet (a centred card in a window this wide).
shoot uikit bars "$popover_shot" 0.5 "mousemove 923 126 click 1 sleep 0.6"
shoot uikit bars "$sheet_shot" 0.5 "mousemove 600 965 click 1 sleep 0.8"
# A second window: New Window (left of the Dark switch) opens a catalogue window scene,
# then a click on Pages in the main window's menu bar opens that menu, its shortcuts and the shown set
# checked.
shoot uikit "" "$windows_shot" 0.5 "mousemove 831 75 click 1 sleep 0.8 mousemove 344 34 click 1 sleep 0.4"
# The UIKit Catalog list: a right click on the Buttons row (below the large title) opens its context
# menu at the pointer, the pointer on its Copy row opens that submenu beside it, then the pointer
# rests on New Window until its tooltip shows.
shoot uikit "" "$menus_shot" 0.5 "mousemove 300 276 click 3 sleep 0.4 mousemove 400 426 sleep 0.4
    mousemove 826 70 sleep 0.1 mousemove 831 75 sleep 1"
# The Split View set: a click on Sliders in the sidebar shows that page beside it.
shoot split "" "$split_shot" 0.5 "mousemove 96 378 click 1 sleep 0.5"
# The Split View set after a click on the sidebar button in the page's bar: the sidebar has slid away.
shoot split "" "$split_hidden_shot" 0.5 "mousemove 388 126 click 1 sleep 0.8"
# The Split View set narrowed below 600 points: the split view collapses into one stack, the page on
# top of the sidebar's list with a back button.
shoot split "" "$split_collapsed_shot" 0.5 "search --name Casement windowsize %@ 560 988 sleep 0.8"
# The drag and drop page: the text chip (at (414, 412)) dragged into the drop zone and dropped, then the
# image (at (445, 466)) lifted and held over the zone, its preview following the pointer in a window of
# its own; the button is released once the shot is taken.
shoot uikit draganddrop "$dnd_shot" 0.5 "mousemove 414 412 mousedown 1 mousemove 420 410 sleep 0.1
    mousemove 350 330 sleep 0.1 mousemove 285 272 sleep 0.2 mouseup 1 sleep 0.5 mousemove 445 466 mousedown 1
    mousemove 440 460 sleep 0.1 mousemove 300 300 sleep 0.1 mousemove 250 250 sleep 0.3"
xdotool mouseup 1
echo "No DISPLAY: ran the catalog under Xvfb ($DISPLAY); screenshots: $shot (drawing)," \
    "$animation_shot (animation), $controllers_shot (controllers, lifecycle tab)," \
    "$list_shot (UIKit Catalog, its list), $uikit_shot (UIKit Catalog, sliders page)," \
    "$scroll_shot (UIKit Catalog, scroll views page), $table_shot (UIKit Catalog, table views page)," \
    "$contacts_shot (UIKit Catalog, contacts page), $pickers_shot (UIKit Catalog, pickers page)," \
    "$appstore_shot (UIKit Catalog, App Store page), $circle_shot (UIKit Catalog, circle layout page)," \
    "$search_shot (UIKit Catalog, search page)," \
    "$notes_shot (UIKit Catalog, notes page), $textfields_shot (UIKit Catalog, text fields page)," \
    "$layout_shot (Auto Layout, narrowed window), $dark_shot (UIKit Catalog, table views page, dark)," \
    "$bars_shot (UIKit Catalog, bars page), $popover_shot (its popover), $sheet_shot (its sheet)," \
    "$windows_shot (a second window, the Pages menu)," \
    "$menus_shot (a row's context menu and its submenu, a tooltip), $split_shot (Split View)," \
    "$split_hidden_shot (Split View, sidebar hidden), $split_collapsed_shot (Split View, collapsed)," \
    "$dnd_shot (UIKit Catalog, drag and drop page)"
