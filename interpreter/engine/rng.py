"""Seeded randomness that is plain data: the whole generator state is one integer.

SplitMix64 (Steele, Lea, Flood 2014): tiny, fast in pure Python, and identical in every process
and Python version, so a game's log depends only on its seed and decisions. Cloning a state copies
one int; saving it writes one int.
"""

from __future__ import annotations

from typing import Protocol

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


class HasRng(Protocol):
    rng: int


def seed_state(seed: int) -> int:
    """Spread a small seed over 64 bits so nearby seeds give unrelated games."""
    return mix(seed & MASK)


def mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def next_u64(holder: HasRng) -> int:
    state = (holder.rng + GOLDEN) & MASK
    holder.rng = state
    return mix(state)


def below(holder: HasRng, n: int) -> int:
    """A uniform integer in [0, n), without modulo bias."""
    if n <= 1:
        return 0
    limit = (MASK + 1) - ((MASK + 1) % n)
    while True:
        value = next_u64(holder)
        if value < limit:
            return value % n


def shuffle(holder: HasRng, items: list[int]) -> None:
    """Fisher–Yates, in place."""
    for i in range(len(items) - 1, 0, -1):
        j = below(holder, i + 1)
        items[i], items[j] = items[j], items[i]


class Rng:
    """A stand-alone generator (agents use one of their own, apart from the game's)."""

    __slots__ = ("rng",)

    def __init__(self, seed: int):
        self.rng = seed_state(seed)

    def below(self, n: int) -> int:
        return below(self, n)
