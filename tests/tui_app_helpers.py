"""Shared helpers of the app shell's Pilot tests."""

from __future__ import annotations

import asyncio
import functools
import unicodedata

from textual import events
from textual.keys import REPLACED_KEYS, _character_to_key, _get_unicode_name_from_key

from tui.widgets.results import ResultList

SIZE = (80, 24)


def pilot_test(function):
    """Run an async Pilot test with asyncio (no async pytest plugin needed)."""

    @functools.wraps(function)
    def run(*args, **kwargs):
        return asyncio.run(function(*args, **kwargs))

    return run


async def ready(pilot) -> None:
    """Wait until the content is loaded and every worker (full-text search) is done."""
    app = pilot.app
    for _ in range(400):
        if app.content is not None or app.content_error is not None:
            break
        await pilot.pause(0.01)
    await settle(pilot)


async def workers_done(app) -> None:
    """Wait until the app's workers are done. One cancelled meanwhile is no error: it was
    superseded by a newer one (the odds of a set-up changed again before they were in)."""
    from textual.worker import WorkerCancelled

    for _round in range(20):  # (a worker may start another)
        running = [worker for worker in app.workers if not worker.is_finished]
        if not running:
            return
        for worker in running:
            try:
                await worker.wait()
            except WorkerCancelled:
                pass


async def settle(pilot) -> None:
    """Let timers (the search debounce) fire and workers finish."""
    await pilot.pause(0.2)
    await workers_done(pilot.app)
    await pilot.pause()


def results_ids(screen) -> list[str]:
    results = screen.query_one(ResultList)
    return [results.get_option_at_index(i).id for i in range(results.option_count)]


async def choose_in_palette(pilot, query: str, wanted: str) -> None:
    """Type ``query`` into the command palette, wait for a line containing ``wanted``, run it."""
    await pilot.press("ctrl+p", *query)
    for _attempt in range(200):
        await pilot.pause(0.05)
        lists = pilot.app.screen.query("CommandList")
        if not lists:
            continue
        commands = lists.first()
        texts = [str(commands.get_option_at_index(i).prompt) for i in range(commands.option_count)]
        matching = [index for index, text in enumerate(texts) if wanted in text]
        if matching:
            commands.highlighted = matching[0]
            await pilot.press("enter")
            await pilot.pause(0.3)
            return
    raise AssertionError(f"the palette offered nothing with {wanted!r} for {query!r}")


def notices(app) -> list[str]:
    return [str(notification.message) for notification in app._notifications]


def burst(app, keys) -> None:
    """Deliver ``keys`` to the app at once, as Pilot does one by one but without waiting."""
    for key in keys:
        if len(key) == 1 and not key.isalnum():
            key = _character_to_key(key)
        try:
            char = unicodedata.lookup(_get_unicode_name_from_key(REPLACED_KEYS.get(key, key)))
        except KeyError:
            char = key if len(key) == 1 else None
        event = events.Key(key, char)
        event.set_sender(app)
        app._driver.send_message(event)
