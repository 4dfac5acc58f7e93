"""User settings (language, theme), kept as TOML in the platformdirs config directory."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path


def config_dir() -> Path:
    """The user config directory; WARTUTOR_CONFIG_DIR overrides it (tests use this)."""
    override = os.environ.get("WARTUTOR_CONFIG_DIR")
    if override:
        return Path(override)
    from platformdirs import user_config_dir

    return Path(user_config_dir("wartutor", appauthor=False))


def settings_path() -> Path:
    """Where the settings file lives."""
    return config_dir() / "settings.toml"


def load_settings() -> dict:
    """The saved settings, or {} when there are none or they cannot be read."""
    try:
        return tomllib.loads(settings_path().read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError):
        return {}


def configured_language() -> str | None:
    """The language saved in the settings, if any."""
    value = load_settings().get("language")
    return value if isinstance(value, str) else None
