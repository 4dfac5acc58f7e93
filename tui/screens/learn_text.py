"""What a lesson shows: a stop's narration with its rule paragraphs and terms, what the engine
did after the questions, and the card saved as Markdown; and the Learn screen's help."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text

from glossary.rule_refs import SEPARATOR, rule_place
from locales import _
from tui.battle_text import sentence


def render(message) -> str:
    """A Msg in the UI language."""
    return message.render(_)


def stop_text(walk, view, lang: str, content) -> Text:
    """The top of a stop: step, what happened before it, the narration, rules and terms."""
    from learn.lessons import text_in

    lesson = walk.lesson
    title = render(view.state.step_info().title)
    step = _("Step {number} of {count}: {title}").format(
        number=view.index + 1, count=len(walk.views), title=title
    )
    text = Text(step, style="bold")
    if view.stop.rule:  # the game and chapter; the section too unless it is the step itself
        parts = rule_place(view.stop.rule).split(SEPARATOR)
        if len(parts) > 1 and title in parts[-1]:
            parts = parts[:-1]
        text.append(f" ({SEPARATOR.join(parts)})")
    if view.index == 0:
        text.append("\n" + text_in(lesson.intro, lang))
        for entry in walk.opening:
            text.append("\n  " + sentence(entry.message), style="dim")
        text.append("\n")
    text.append("\n" + text_in(view.stop.text, lang))
    if content is not None:
        sections = []
        for ident in view.stop.paragraphs:
            paragraph = content.paragraphs.get(ident)
            if paragraph is not None:
                title = text_in(content.sections[paragraph.section_id].title, lang)
                if title not in sections:
                    sections.append(title)
        if sections:
            text.append("\n" + _("Rules: {sections}").format(sections=" · ".join(sections)),
                        style="dim italic")  # fmt: skip
        names = [
            text_in(content.entries[ident].terms, lang)
            for ident in view.stop.terms
            if ident in content.entries
        ]
        if names:
            text.append("\n" + _("Glossary: {terms}").format(terms=", ".join(names)), style="dim")
    return text


def revealed_text(view, lang: str, last: bool, final) -> Text:
    """What the engine did at the stop and after it, then the lesson's comment."""
    from learn.lessons import text_in

    text = Text(_("What the engine does:"), style="bold")
    text.append("\n  " + render(view.move))
    for entry in view.revealed:
        text.append("\n  " + sentence(entry.message))
    if view.stop.after:
        text.append("\n\n" + text_in(view.stop.after, lang))
    hint = _("N: the quick-reference card.") if last else _("N: next step.")
    text.append("\n\n" + hint, style="dim")
    return text


def export_card(walk, lang: str) -> Path:
    """Save the lesson's card as Markdown in the data folder; the file written."""
    from learn.lessons_run import summary, summary_markdown
    from learn.progress import data_dir

    folder = Path(data_dir()) / "cards"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{walk.lesson.id}-{lang}.md"
    partial = path.with_suffix(".md.part")
    partial.write_text(summary_markdown(summary(walk), lang, _), encoding="utf-8")
    partial.replace(path)
    return path


def learn_help() -> str:
    """The Learn screen's F1 help (Markdown, in the UI language)."""
    return (
        _(
            "## Learn\n\n"
            "Four tabs: **L** lessons, **D** drills, **C** flashcards, **P** progress "
            "(or click a tab).\n\n"
            "- **Lessons** walk an example battle step by step. Pick one with **Up/Down** and "
            "**Enter**. At each step read what happens and why, then answer the question: "
            "**Enter** picks an option; where several may be right, **Space** marks options "
            "and **A** checks. The engine then shows what happened; **N** goes on. At the end "
            "comes a quick-reference card: **X** saves it as Markdown. **O** lists the rules "
            "paragraphs and glossary terms of the step and opens one; **F6** brings you back. "
            "**Escape** leaves the lesson.\n"
            "- **Drills** ask endless questions about random battles, checked by the engine: "
            "**N** for a new one, **O** opens the question's rule in the rules reader. Every "
            "answer counts in your progress.\n"
            "- **Flashcards** show the cards due today. **F** flips a card; then rate it "
            "**1** again, **2** hard, **3** good, **4** easy. The lists at the top choose "
            "the games and directions (**Space** marks, **Tab** moves between them).\n"
            "- **Progress** shows your accuracy per procedure and kind over the last answers, "
            "the cards due and the lesson steps done.\n"
            "- Your progress is kept on this computer in the wartutor data folder."
        )
        + "\n\n"
        + _(
            "A step that does not fit on the screen opens at its top. While the options are "
            "out of view, the first key on them only scrolls them into view, so nothing is "
            "picked unseen; **Up** on the first option, or **PgUp**, goes back up to the text "
            "(in a drill, the battle it asks about)."
        )
        + "\n\n"
        + _(
            "In the drills, **T** picks the procedure drilled: each in turn, then every "
            "procedure again."
        )
        + "\n\n"
        + _("Outside a lesson, **Escape** goes back to the previous screen.")
    )
