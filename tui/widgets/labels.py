"""Short translated labels shared by the screens (see :mod:`tui.labels`)."""

from tui.labels import (  # noqa: F401
    GAME_NAMES,
    GAME_ORDER,
    GAME_SHORT,
    LANGUAGE_NAMES,
    chapters_in_order,
    kind_label,
    pick,
    render,
)
