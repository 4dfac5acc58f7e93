"""The tutor side of wartutor: drills, flashcards, lessons and the learner's progress.

``learn`` imports the engine, the glossary and the locales; none of them imports ``learn``.
"""
