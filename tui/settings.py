"""User settings (language, theme), kept as TOML in the platformdirs config directory."""

from __future__ import annotations

import os
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
        text = settings_path().read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return {}
    import tomllib

    try:
        return tomllib.loads(text)
    except (tomllib.TOMLDecodeError, RecursionError, ValueError):  # (too deep, too long)
        return {}


def configured_language() -> str | None:
    """The language saved in the settings, if any."""
    value = load_settings().get("language")
    return value if isinstance(value, str) else None


THEMES = ("dark", "light")
DEFAULT_THEME = "dark"


def read_settings() -> dict:
    """The saved settings for the app. A file that cannot be read is moved aside with a notice
    (see :mod:`tui.storage`) and {} is returned; unknown keys and values are left out."""
    from tui import storage

    path = settings_path()
    text = storage.read_text_or_aside(path)
    if text is None:
        return {}
    import tomllib

    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, RecursionError, ValueError) as error:  # (too deep…)
        from locales import _

        storage.move_aside(path, _("not valid TOML: {error}").format(error=error))
        return {}
    settings = {}
    if data.get("language") in _languages():
        settings["language"] = data["language"]
    if data.get("theme") in THEMES:
        settings["theme"] = data["theme"]
    return settings


def save_settings(**changes: str) -> None:
    """Merge ``changes`` (language, theme) into the settings file, written atomically."""
    from tui import storage

    settings = {**load_settings(), **changes}
    lines = ["# wartutor settings"]
    for key, value in settings.items():
        if isinstance(value, str) and key.isidentifier():
            lines.append(f"{key} = {_toml_string(value)}")
    storage.atomic_write_text(settings_path(), "\n".join(lines) + "\n")


def _toml_string(value: str) -> str:
    import json

    return json.dumps(value, ensure_ascii=False)


def _languages() -> tuple[str, ...]:
    from locales import LANGUAGES

    return LANGUAGES
