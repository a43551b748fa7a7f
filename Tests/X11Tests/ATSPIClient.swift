/// The AT-SPI client the accessibility tests read the app with: python3 on libatspi (the library
/// Orca uses), run as `python3 -c script COMMAND APP …`.
///
/// - `dump APP`: one line per node of the application named APP, depth first, tab-separated: depth,
///   role name, name, states (sorted, comma-separated), screen extents "x,y,w,h", current value,
///   action names, text, description, first selection "start,end".
/// - `press APP NAME [INDEX]`: performs action INDEX (0) of the first node named NAME; prints "pressed True".
/// - `string APP NAME OFFSET GRANULARITY`: the piece of the text of the first node named NAME at OFFSET by
///   GRANULARITY (char, word, sentence, line, paragraph), as "text|start|end".
/// - `watch APP TYPE…`: listens for focus, checked, value, name, text, caret, children and announcement events, prints "ready", then
///   one line per event from APP ("event", type, detail1, role name, name, data or a child's name); exits once it has seen
///   an event of every TYPE (a state change counts when the state is set), or after 15 seconds.
enum ATSPIClient {
    static let script = #"""
        import sys
        import gi
        gi.require_version("Atspi", "2.0")
        from gi.repository import Atspi, GLib

        def find_app(name):
            desktop = Atspi.get_desktop(0)
            for index in range(desktop.get_child_count()):
                app = desktop.get_child_at_index(index)
                if app is not None and app.get_name() == name:
                    return app
            print("no application named %s" % name)
            sys.exit(2)

        def walk(node, depth=0):
            yield node, depth
            for index in range(node.get_child_count()):
                child = node.get_child_at_index(index)
                if child is not None:
                    yield from walk(child, depth + 1)

        def describe(node):
            states = sorted(Atspi.StateType(s).value_nick for s in node.get_state_set().get_states())
            fields = [node.get_role_name(), node.get_name(), ",".join(states)]
            try:
                box = node.get_extents(Atspi.CoordType.SCREEN)
                fields.append("%d,%d,%d,%d" % (box.x, box.y, box.width, box.height))
            except GLib.Error:
                fields.append("")
            value = node.get_value_iface()
            fields.append("%g" % value.get_current_value() if value else "")
            action = node.get_action_iface()
            fields.append(",".join(action.get_action_name(i) for i in range(action.get_n_actions())) if action else "")
            text = node.get_text_iface()
            fields.append(text.get_text(0, -1) if text else "")
            fields.append(node.get_description())
            if text and text.get_n_selections() > 0:
                selected = text.get_selection(0)
                fields.append("%d,%d" % (selected.start_offset, selected.end_offset))
            else:
                fields.append("")
            return fields

        command, app_name = sys.argv[1], sys.argv[2]
        app = find_app(app_name)
        if command == "dump":
            for node, depth in walk(app):
                print("\t".join([str(depth)] + describe(node)), flush=True)
        elif command == "press":
            for node, depth in walk(app):
                if node.get_name() == sys.argv[3] and node.get_action_iface():
                    print("pressed %s" % node.get_action_iface().do_action(int(sys.argv[4]) if len(sys.argv) > 4 else 0), flush=True)
                    break
            else:
                print("nothing named %s" % sys.argv[3])
        elif command == "string":
            for node, depth in walk(app):
                if node.get_name() == sys.argv[3] and node.get_text_iface():
                    granularity = getattr(Atspi.TextGranularity, sys.argv[5].upper())
                    piece = node.get_text_iface().get_string_at_offset(int(sys.argv[4]), granularity)
                    print("%s|%d|%d" % (piece.content, piece.start_offset, piece.end_offset), flush=True)
                    break
        elif command == "watch":
            wanted = sys.argv[3:]
            def on_event(event):
                source = event.source
                if source is None or source.get_application() is None or source.get_application().get_name() != app_name:
                    return
                data = event.any_data if isinstance(event.any_data, (str, float, int)) else ""
                if isinstance(event.any_data, Atspi.Accessible):
                    data = event.any_data.get_name()
                print("\t".join(["event", event.type, str(event.detail1), source.get_role_name(), source.get_name(), str(data)]),
                      flush=True)
                if event.type in wanted and (event.detail1 == 1 or not event.type.startswith("object:state-changed")):
                    wanted.remove(event.type)
                if not wanted:
                    Atspi.event_quit()
            listener = Atspi.EventListener.new(on_event)
            for kind in ["object:state-changed:focused", "object:state-changed:checked", "object:property-change:accessible-value",
                             "object:property-change:accessible-name", "object:text-changed:insert",
                             "object:text-changed:delete", "object:text-caret-moved", "object:children-changed:add",
                             "object:children-changed:remove", "focus:", "object:announcement"]:
                listener.register(kind)
            GLib.timeout_add_seconds(15, lambda: Atspi.event_quit())
            print("ready", flush=True)
            Atspi.event_main()
        """#
}
