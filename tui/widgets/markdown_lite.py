"""A small, fast Markdown renderer for the help texts.

Only what the help uses: ``#`` headings, ``-`` lists, ``|`` tables, paragraphs, and inline
``**bold**``, ``*italic*`` and ```code```. Rendering Rich's full Markdown on every F1 cost a
noticeable moment; this builds plain Rich texts (and a small grid per list item) instead.
"""

from __future__ import annotations

import re

from rich.console import Group
from rich.table import Table
from rich.text import Text

_INLINE = re.compile(r"\*\*(?P<bold>.+?)\*\*|`(?P<code>[^`]+)`|\*(?P<italic>[^*]+)\*")
_RULE = re.compile(r"^\|?[\s:|-]+\|?$")


def inline(source: str, base: str = "") -> Text:
    """One line of text with its inline marks applied."""
    text = Text(style=base)
    position = 0
    for match in _INLINE.finditer(source):
        text.append(source[position : match.start()])
        if match["bold"] is not None:
            text.append(match["bold"], style="bold")
        elif match["code"] is not None:
            text.append(match["code"], style="bold reverse")
        else:
            text.append(match["italic"], style="italic")
        position = match.end()
    text.append(source[position:])
    return text


def _table(rows: list[str]) -> list[Text]:
    cells = [[cell.strip() for cell in row.strip().strip("|").split("|")] for row in rows]
    cells = [row for row in cells if not _RULE.match("|".join(row))]
    if not cells:
        return []
    width = max(len(inline(row[0]).plain) for row in cells)
    lines = []
    for index, row in enumerate(cells):
        first = inline(row[0])
        line = Text("  ")
        line.append_text(first)
        line.append(" " * (width - len(first.plain) + 2))
        line.append_text(inline(" · ".join(row[1:])))
        if index == 0:
            line.stylize("bold underline")
        lines.append(line)
    return lines


def _bullet(text: Text) -> Table:
    """A list item with a hanging indent."""
    grid = Table.grid(padding=(0, 1, 0, 0))
    grid.add_column(width=3, justify="right")
    grid.add_column(ratio=1)
    grid.add_row("•", text)
    return grid


def render_markdown(source: str) -> Group:
    """The help Markdown as Rich renderables (lines, and list items with a hanging indent)."""
    out: list = []
    lines = source.splitlines()
    index = 0
    while index < len(lines):
        line = lines[index].rstrip()
        if line.startswith("|"):
            block = []
            while index < len(lines) and lines[index].lstrip().startswith("|"):
                block.append(lines[index])
                index += 1
            out.extend(_table(block))
            continue
        if line.startswith("#"):
            out.append(inline(line.lstrip("#").strip(), base="bold underline"))
        elif line.lstrip().startswith(("- ", "* ")):
            out.append(_bullet(inline(line.lstrip()[2:])))
        else:
            out.append(inline(line))
        index += 1
    return Group(*out)
