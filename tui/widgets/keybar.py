"""A one-line key bar: the screen's shown bindings (key and description), clickable.

It does what Textual's Footer does for this app, but as a single line of text that is rebuilt
when the bindings change, instead of a row of widgets that is recomposed on every focus change.

The bar is always one line. Where its keys do not all fit (80 columns, a language with long
words), it leaves out the keys that matter least, in this order: the command palette key, the
keys the screen names as spare (``KEY_BAR_SPARE``: e.g. tab keys that the tab titles show
already), the keys that go to another place of the app, then others from the end. F1 (help) and
Escape always stay, and the help screen lists every key of the screen, shown or not.
"""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

KEY_STYLE = "bold $footer-key-foreground"
DISABLED_STYLE = "dim"
SEPARATOR = "  "
#: keys the bar never leaves out: the way to the help (which lists the others) and back
KEPT_ACTIONS = frozenset({"help", "app.help"})
KEPT_KEYS = frozenset({"escape"})

#: one key of the bar: (key, key as shown, description, action, enabled)
KeyPart = tuple[str, str, str, str, bool]


def said(screen, binding) -> str:
    """What ``binding`` does on ``screen`` now: the screen's ``key_description(binding)`` when
    it names one for its state ("Remove favourite" on a favourite), else the binding's own
    description. The key bar and the help both say it so."""
    hook = getattr(screen, "key_description", None)
    return (hook is not None and hook(binding)) or binding.description


def leaving_order(parts: list[KeyPart], spare: tuple = ()) -> list[list[int]]:
    """The indexes of ``parts`` in the order the bar leaves them out when it is too long, in
    batches that leave together.

    The command palette first, then the screen's ``spare`` actions (in their order; an entry
    that is a tuple of actions leaves as one batch, e.g. the keys of a row of tabs), then keys
    to another place of the app (``app.`` actions), then the others, each from the end of the
    bar. The help key and Escape are never left out.
    """
    batches = [entry if isinstance(entry, tuple) else (entry,) for entry in spare]
    candidates = [
        index
        for index, part in enumerate(parts)
        if part[3] not in KEPT_ACTIONS and part[0].split(",")[0] not in KEPT_KEYS
    ]
    order: list[list[int]] = []
    palette = [index for index in candidates if parts[index][3].endswith("command_palette")]
    order += [[index] for index in palette]
    for batch in batches:
        members = [index for index in candidates if parts[index][3] in batch]
        if members:
            order.append(members)
    taken = {index for members in order for index in members}
    rest = [index for index in reversed(candidates) if index not in taken]
    order += [[index] for index in rest if parts[index][3].startswith("app.")]
    order += [[index] for index in rest if not parts[index][3].startswith("app.")]
    return order


class KeyBar(Static):
    """The bindings of the screen it is on, with the command palette key at the end."""

    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: 1;
        background: $footer-background;
        color: $footer-foreground;
        padding: 0 1;
    }
    """

    _pending = False
    #: every key the screen offers in the bar now: (key, key as shown, description, action,
    #: enabled)
    offered: list[KeyPart] = []
    #: the keys on the line (``offered`` less the ones left out for lack of room)
    shown: list[KeyPart] = []

    @property
    def left_out(self) -> list[KeyPart]:
        """The offered keys that did not fit on the line (the help screen lists them)."""
        return [part for part in self.offered if part not in self.shown]

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        self._bindings_changed(None)

    def _bindings_changed(self, _screen) -> None:
        # several changes in a row (focus, a screen resuming) make one rebuild
        if not self._pending:
            self._pending = True
            self.call_after_refresh(self._rebuild)

    def _rebuild(self) -> None:
        self._pending = False
        if self.is_attached and self.screen.is_active:  # (a covered screen keeps its line)
            self.refresh_keys()

    def _offered_keys(self) -> list[KeyPart]:
        """The screen's shown bindings, one part per key or group, the palette key last."""
        app = self.app
        palette_key = app.COMMAND_PALETTE_BINDING
        groups: dict[str, list] = {}
        palette = None
        hidden = getattr(self.screen, "hidden_in_key_bar", None)
        shown_as = getattr(self.screen, "key_display", None)  # a key shown as the state has it
        for key, active in self.screen.active_bindings.items():
            binding = active.binding
            if key == palette_key and binding.action.endswith("command_palette"):
                palette = active
                continue
            if not binding.show or (hidden is not None and hidden(binding.action)):
                continue
            name = binding.group.description if binding.group else binding.action
            groups.setdefault(name, []).append(active)
        parts: list[KeyPart] = []
        for members in groups.values():
            first = members[0].binding
            if first.group is not None and len(members) > 1:
                display = "".join(app.get_key_display(member.binding) for member in members)
                description = first.group.description
            else:
                display = (shown_as and shown_as(first)) or app.get_key_display(first)
                description = said(self.screen, first)  # what it does in this state
            parts.append((first.key, display, description, first.action, members[0].enabled))
        if palette is not None:
            binding = palette.binding
            display = app.get_key_display(binding)
            parts.append((binding.key, display, binding.description, binding.action, True))
        return parts

    def refresh_keys(self) -> None:
        """Rebuild the line from the screen's active bindings, fitted to the bar's width."""
        if not self.is_attached:
            return
        self.offered = parts = self._offered_keys()
        pieces = [_piece(part) for part in parts]
        room = self.size.width or max(1, self.app.size.width - 2)  # (padding 0 1)
        kept = set(range(len(parts)))

        def length() -> int:
            widths = [pieces[index].cell_length for index in kept]
            return sum(widths) + len(SEPARATOR) * max(0, len(widths) - 1)

        spare = tuple(getattr(self.screen, "KEY_BAR_SPARE", ()))
        for batch in leaving_order(parts, spare):
            if length() <= room:
                break
            kept.difference_update(batch)
        self.shown = [part for index, part in enumerate(parts) if index in kept]
        line = Content(SEPARATOR).join(pieces[index] for index in sorted(kept))
        self.update(line.truncate(room, ellipsis=True) if line.cell_length > room else line)

    def on_resize(self) -> None:
        """Fit the line again to the new width."""
        self.refresh_keys()

    def action_press(self, key: str) -> None:
        """A click on a key acts as if it were pressed."""
        self.app.simulate_key(key)


def _piece(part: KeyPart) -> Content:
    """One key of the line: the key in bold, its description, both clickable."""
    key, display, description, _action, enabled = part
    click = f" @click=press({key.split(',')[0]!r})"
    piece = Content(display).stylize(KEY_STYLE + click, 0)
    piece = piece.append(Content(f" {description}").stylize(click.strip(), 0))
    return piece if enabled else piece.stylize(DISABLED_STYLE, 0)
