"""Keep the gettext catalogs current: ``python -m locales.update``.

Extracts every message id from the Python sources (keywords ``_``, ``N_``, ``ngettext`` and
``pgettext``) with babel and merges them into ``locales/<lang>/LC_MESSAGES/wartutor.po`` for every
language except English. Existing translations are kept, new ids are added untranslated,
ids that are gone from the sources are dropped. The output is deterministic: entries are
sorted, locations carry no line numbers and the header dates are fixed, so running the
script twice changes nothing.

Options: ``--check`` changes no file and exits 1 if a catalog is out of date or has an
untranslated or fuzzy entry; ``--pot PATH`` also writes the template to PATH (it is not kept
in the repository).
"""

from __future__ import annotations

import argparse
import io
import re
import string
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from locales import DEFAULT_LANGUAGE, DOMAIN, LANGUAGES, catalog_path
from tui import __version__

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIRS = ("engine", "glossary", "learn", "tui", "locales")
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "Nn_": (1, 2), "pgettext": ((1, "c"), 2)}
METHOD_MAP = [("**.py", "python")]
COMMENT_TAGS = ("Translators:",)
FIXED_DATE = datetime(2025, 1, 1, tzinfo=UTC)
WIDTH = 100
HEADER = (
    "# Translations for wartutor.\n"
    "# This file is distributed under the same license as wartutor.\n#"
)
BUGS_ADDRESS = ""
BRACE_FLAG = "python-brace-format"
GENERATED_BY = re.compile(rb'^"Generated-By: [^"]*"\n', re.MULTILINE)


def placeholders(text: str) -> set[str] | None:
    """The ``{name}`` fields of a format string (with their format specs), or None if malformed."""
    try:
        return {
            field + (f"!{conv}" if conv else "") + (f":{spec}" if spec else "")
            for _literal, field, spec, conv in string.Formatter().parse(text)
            if field is not None
        }
    except ValueError:
        return None


def extract_messages(root: Path = ROOT) -> Catalog:
    """A template catalog of every message id marked in ``SOURCE_DIRS`` under ``root``."""
    template = Catalog(
        domain=DOMAIN,
        project="wartutor",
        version=__version__,
        msgid_bugs_address=BUGS_ADDRESS,
        header_comment=HEADER,
        creation_date=FIXED_DATE,
        revision_date=FIXED_DATE,
        charset="utf-8",
        fuzzy=False,
    )
    for dirname in SOURCE_DIRS:
        found = extract_from_dir(
            root / dirname,
            METHOD_MAP,
            keywords=KEYWORDS,
            comment_tags=COMMENT_TAGS,
            strip_comment_tags=True,
        )
        for filename, lineno, message, comments, context in found:
            texts = message if isinstance(message, tuple) else (message,)
            flags = [BRACE_FLAG] if any(placeholders(t) for t in texts) else []
            location = (f"{dirname}/{Path(filename).as_posix()}", lineno)
            template.add(
                message, None, [location], auto_comments=comments, flags=flags, context=context
            )
    return template


def _render(catalog: Catalog) -> bytes:
    for message in catalog:
        # babel guesses %-style formatting from a "%" in the text ("{percent}% of"); the
        # project formats with str.format, so a brace-format message is never python-format
        if BRACE_FLAG in message.flags:
            message.flags.discard("python-format")
    buffer = io.BytesIO()
    write_po(
        buffer, catalog, width=WIDTH, sort_output=True, ignore_obsolete=True, include_lineno=False
    )
    # the babel version is no part of the catalog: leave it out so that upgrading babel
    # does not rewrite every file
    return GENERATED_BY.sub(b"", buffer.getvalue())


def _new_catalog(lang: str) -> Catalog:
    return Catalog(
        locale=lang,
        domain=DOMAIN,
        project="wartutor",
        header_comment=HEADER,
        creation_date=FIXED_DATE,
        revision_date=FIXED_DATE,
        last_translator="wartutor contributors",
        language_team=Locale.parse(lang).english_name,
        charset="utf-8",
        fuzzy=False,
    )


def merged(lang: str, template: Catalog) -> Catalog:
    """The catalog of ``lang`` updated to ``template``: translations kept, new ids untranslated."""
    path = catalog_path(lang)
    if path.exists():
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=lang, domain=DOMAIN)
    else:
        catalog = _new_catalog(lang)
    catalog.update(template, no_fuzzy_matching=True)
    catalog.creation_date = FIXED_DATE
    catalog.project, catalog.version = "wartutor", __version__
    catalog.msgid_bugs_address = BUGS_ADDRESS
    catalog.fuzzy = False
    return catalog


@dataclass
class Status:
    """What the update found for one language."""

    lang: str
    changed: bool
    untranslated: list[str]
    fuzzy: list[str]


def _ids(catalog: Catalog, wanted) -> list[str]:
    return sorted(
        message.id if isinstance(message.id, str) else message.id[0]
        for message in catalog
        if message.id and wanted(message)
    )


def _untranslated(message) -> bool:
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    return not all(strings)


def target_languages() -> Iterator[str]:
    """Every language that has a catalog (all but the source language)."""
    return (lang for lang in LANGUAGES if lang != DEFAULT_LANGUAGE)


def update(
    write: bool = True, pot: Path | None = None, template: Catalog | None = None
) -> list[Status]:
    """Merge the current ids (``template``, or a fresh extraction) into every catalog.

    Writes the files if ``write``; returns what it found for each language.
    """
    template = extract_messages() if template is None else template
    if pot is not None:
        pot.write_bytes(_render(template))
    statuses = []
    for lang in target_languages():
        catalog = merged(lang, template)
        data = _render(catalog)
        path = catalog_path(lang)
        changed = not path.exists() or path.read_bytes() != data
        if changed and write:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        statuses.append(
            Status(lang, changed, _ids(catalog, _untranslated), _ids(catalog, lambda m: m.fuzzy))
        )
    return statuses


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; see the module docstring."""
    parser = argparse.ArgumentParser(prog="python -m locales.update", description=__doc__)
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    parser.add_argument("--pot", type=Path, help="also write the template to this path")
    parser.add_argument("--list", action="store_true", help="print the untranslated ids")
    args = parser.parse_args(argv)
    statuses = update(write=not args.check, pot=args.pot)
    stale = False
    for status in statuses:
        state = (
            "out of date"
            if status.changed and args.check
            else ("updated" if status.changed else "current")
        )
        print(
            f"{status.lang}: {state}, {len(status.untranslated)} untranslated, "
            f"{len(status.fuzzy)} fuzzy"
        )
        if args.list:
            for msgid in status.untranslated + status.fuzzy:
                print(f"  {msgid!r}")
        stale |= status.changed or bool(status.untranslated) or bool(status.fuzzy)
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
