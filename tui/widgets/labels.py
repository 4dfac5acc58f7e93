"""Short translated labels shared by the screens (see :mod:`tui.labels`)."""

from tui.labels import (  # noqa: F401
    LANGUAGE_NAMES,
    chapters_in_order,
    cite_text,
    game_name,
    game_short,
    kind_label,
    language_in_text,
    pick,
    render,
)
