"""UI strings: gettext catalogs under ``locales/<lang>/LC_MESSAGES/wartutor.po``.

The catalogs are read with babel at runtime (no compiled ``.mo`` files are committed).
``_`` and ``ngettext`` translate into the active language; ``set_language`` switches it.
"""

from __future__ import annotations

import gettext
import hashlib
import io
import os
import sys
from functools import cache
from pathlib import Path

LANGUAGES = ("en", "de", "ru", "it")
DEFAULT_LANGUAGE = "en"
DOMAIN = "wartutor"
_HERE = Path(__file__).parent

_active = DEFAULT_LANGUAGE


def catalog_path(lang: str) -> Path:
    """Path of the .po catalog for ``lang``."""
    return _HERE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """Load the catalog of ``lang`` (compiled by babel, cached across processes: :func:`compiled`);
    English (or a missing catalog) is identity."""
    path = catalog_path(lang)
    if lang == DEFAULT_LANGUAGE or not path.exists():
        return gettext.NullTranslations()
    return gettext.GNUTranslations(io.BytesIO(compiled(lang, path)))


def compiled(lang: str, path: Path) -> bytes:
    """The compiled (.mo) form of the catalog at ``path``: from the user cache when it holds
    this very catalog (keyed by a hash of the .po file, see :mod:`glossary.derived`), else
    compiled by babel now and cached for the next process. An unwritable cache is skipped."""
    from glossary import derived

    raw = path.read_bytes()
    stamp = f"|{lang}|{derived.FORMAT_VERSION}|{sys.version}".encode()
    key = hashlib.sha256(raw + stamp).hexdigest()[:24]
    kind = f"catalog-{lang}"
    cached = derived.load(key, kind=kind)
    if isinstance(cached, bytes):
        return cached
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    buffer = io.BytesIO()
    write_mo(buffer, read_po(io.BytesIO(raw), locale=lang))
    derived.save(key, buffer.getvalue(), kind=kind)
    return buffer.getvalue()


def set_language(lang: str) -> None:
    """Make ``lang`` the active UI language. Raises ValueError for an unknown language."""
    global _active
    if lang not in LANGUAGES:
        raise ValueError(lang)
    _active = lang


def get_language() -> str:
    """The active UI language code."""
    return _active


def N_(message: str) -> str:
    """Mark ``message`` for translation without translating it (babel keyword ``N_``); the
    same as ``engine.messages.N_``, for the UI modules that start without loading the
    engine."""
    return message


def _(message: str) -> str:
    """Translate ``message`` into the active language."""
    if not message:
        return message
    return translations(_active).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """Translate a message with a plural form into the active language."""
    return translations(_active).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """Translate ``message`` in ``context`` (a word whose translation depends on where it
    stands, such as *none* for an empty list against *none* for a fortification)."""
    return translations(_active).pgettext(context, message)


_.ngettext = ngettext  # type: ignore[attr-defined]  (a plural Msg renders with it)


def negotiate_language(explicit: str | None = None, configured: str | None = None) -> str:
    """Pick the UI language: the flag wins, then the config, then the environment, then en."""
    for choice in (explicit, configured):
        if choice in LANGUAGES:
            return choice
    from babel import Locale, UnknownLocaleError

    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        for part in value.split(":"):
            code = part.split(".")[0]
            if not code or code in ("C", "POSIX"):
                continue
            try:
                language = Locale.parse(code).language
            except (ValueError, UnknownLocaleError):
                continue
            if language in LANGUAGES:
                return language
    return DEFAULT_LANGUAGE


def format_percent(value, digits: int = 1) -> str:
    """Format a probability (0..1: a float or an exact Fraction) as a percentage with the
    active locale's own pattern. A chance that is not nil but rounds to 0 reads "<0.1%" (and
    one short of certain ">99.9%"), so that an outcome that can happen never looks impossible."""
    import copy

    from babel import Locale

    locale = Locale.parse(_active)
    pattern = copy.copy(locale.percent_formats[None])
    pattern.frac_prec = (digits, digits)
    step = 10.0 ** -(digits + 2)  # the smallest share shown: 0.1% with one digit
    if 0 < value < step / 2:  # (exact for a Fraction: float(1 - 1e-18) is 1.0)
        return "<" + pattern.apply(step, locale)
    if 1 - step / 2 < value < 1:
        return ">" + pattern.apply(1 - step, locale)
    return pattern.apply(float(value), locale)


def format_duration(delta) -> str:
    """A time span (``datetime.timedelta``) in words for the active locale, rounded to its
    largest unit ("10 minutes", «10 минут», "3 giorni")."""
    from babel.dates import format_timedelta

    return format_timedelta(delta, locale=_active)


def format_number(value: int | float, decimals: int | None = None) -> str:
    """Format a number for the active locale (with at most ``decimals`` decimals; default:
    the locale's pattern, three)."""
    from babel.numbers import format_decimal

    pattern = None if decimals is None else "#,##0." + "#" * decimals
    return format_decimal(value, format=pattern, locale=_active)
