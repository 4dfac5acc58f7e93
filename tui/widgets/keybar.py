"""A one-line key bar: the screen's shown bindings (key and description), clickable.

It does what Textual's Footer does for this app, but as a single line of text that is rebuilt
when the bindings change, instead of a row of widgets that is recomposed on every focus change.
"""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

KEY_STYLE = "bold $footer-key-foreground"
DISABLED_STYLE = "dim"


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
    #: what the line shows: (key, key as shown, description, action, enabled)
    shown: list[tuple[str, str, str, str, bool]] = []

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

    def refresh_keys(self) -> None:
        """Rebuild the line from the screen's active bindings."""
        if not self.is_attached:
            return
        app = self.app
        palette_key = app.COMMAND_PALETTE_BINDING
        groups: dict[str, list] = {}
        palette = None
        hidden = getattr(self.screen, "hidden_in_key_bar", None)
        for key, active in self.screen.active_bindings.items():
            binding = active.binding
            if key == palette_key and binding.action.endswith("command_palette"):
                palette = active
                continue
            if not binding.show or (hidden is not None and hidden(binding.action)):
                continue
            name = binding.group.description if binding.group else binding.action
            groups.setdefault(name, []).append(active)
        parts = []
        for members in groups.values():
            first = members[0].binding
            if first.group is not None and len(members) > 1:
                display = "".join(app.get_key_display(member.binding) for member in members)
                parts.append(
                    (first.key, display, first.group.description, first.action, members[0].enabled)
                )
            else:
                parts.append(
                    (
                        first.key,
                        app.get_key_display(first),
                        first.description,
                        first.action,
                        members[0].enabled,
                    )
                )
        if palette is not None:
            binding = palette.binding
            parts.append(
                (
                    binding.key,
                    app.get_key_display(binding),
                    binding.description,
                    binding.action,
                    True,
                )
            )
        self.shown = parts
        pieces = []
        for key, display, description, _action, enabled in parts:
            click = f" @click=press({key.split(',')[0]!r})"
            piece = Content(display).stylize(KEY_STYLE + click, 0)
            piece = piece.append(Content(f" {description}").stylize(click.strip(), 0))
            if not enabled:
                piece = piece.stylize(DISABLED_STYLE, 0)
            pieces.append(piece)
        # a bar longer than the terminal wraps onto a second line (never cut)
        width = max(20, (self.size.width or self.app.size.width) - 2)
        lines = [Content("")]
        for piece in pieces:
            current = lines[-1]
            if current.cell_length and current.cell_length + 2 + piece.cell_length > width:
                lines.append(piece)
            else:
                lines[-1] = current.append("  ").append(piece) if current.cell_length else piece
        self.styles.height = len(lines)
        self.update(Content("\n").join(lines))

    def on_resize(self) -> None:
        """Wrap the line again for the new width."""
        self.refresh_keys()

    def action_press(self, key: str) -> None:
        """A click on a key acts as if it were pressed."""
        self.app.simulate_key(key)
