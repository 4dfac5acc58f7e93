"""Fuzz: thousands of seeded random keys across every screen must never raise.

The keys are posted in bursts (as a fast typist or a stuck key would send them) and the app is
left to catch up between bursts, so that a few thousand keys stay affordable in CI. When a key
quits the app (q, the palette's Quit), a fresh app takes over the rest of the sequence.
"""

from __future__ import annotations

import asyncio
import random

from textual import events

from tui.app import WartutorApp

KEYS = (
    list("abcdefghijklmnoprstuvwxyz0123456789")  # q is in QUIT_KEYS
    + list("йцукенгшщзфывапролдячсмить")
    + ["up", "down", "left", "right", "home", "end", "pageup", "pagedown"] * 3
    + ["tab", "shift+tab", "enter", "escape", "space", "backspace", "delete"] * 3
    + ["f1", "f2", "f3", "f4", "f5", "ctrl+p", "ctrl+f", "ctrl+r", "ctrl+c"]
    + ["slash", "question_mark", "full_stop", "comma", "minus"]
)
QUIT_KEYS = ["q", "ctrl+q"]
TOTAL_KEYS = 5000
BURST = 40
SEEDS = (5, 23)


def key_sequence(seed: int, count: int) -> list[str]:
    """A reproducible random key sequence (quit keys are rare)."""
    rng = random.Random(seed)
    return [
        rng.choice(QUIT_KEYS) if rng.random() < 0.002 else rng.choice(KEYS) for _ in range(count)
    ]


def _post(app, key: str) -> None:
    char = key if len(key) == 1 else {"space": " ", "slash": "/", "comma": ","}.get(key)
    event = events.Key(key, char)
    event.set_sender(app)
    app._driver.send_message(event)


async def _fuzz(seed: int, keys: list[str]) -> int:
    """Feed ``keys`` to the app (restarting it after a quit); returns how many apps ran."""
    position, runs = 0, 0
    while position < len(keys):
        runs += 1
        app = WartutorApp()
        async with app.run_test(size=(80, 24)) as pilot:
            while position < len(keys) and app.return_code is None:
                burst = keys[position : position + BURST]
                for index, key in enumerate(burst):
                    if key in QUIT_KEYS:  # nothing is typed into a closing app
                        burst = burst[: index + 1]
                        break
                for key in burst:
                    _post(app, key)
                position += len(burst)
                await pilot.pause()
                assert app._exception is None, f"seed {seed}, keys up to {position}: {burst}"
            await pilot.pause()
        assert app._exception is None, f"seed {seed}: {app._exception!r}"
    return runs


def test_random_keys_never_raise():
    per_seed = TOTAL_KEYS // len(SEEDS)
    total = 0
    for seed in SEEDS:
        keys = key_sequence(seed, per_seed)
        asyncio.run(_fuzz(seed, keys))
        total += len(keys)
    assert total >= 5000
