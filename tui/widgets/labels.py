"""Short translated labels shared by the screens (see :mod:`tui.labels`)."""

from tui.labels import (  # noqa: F401
    LANGUAGE_NAMES,
    chapters_in_order,
    game_name,
    game_short,
    kind_label,
    pick,
    render,
)
