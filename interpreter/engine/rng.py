"""Seeded randomness as plain data, in independent streams — one per purpose.

Every random event draws from a stream named by what it is for (`shuffle:deck`, `shuffle:hand:2`,
`roll:red-die#3`, `random:draft`), derived from the game's seed. A stream's whole state is how
many values it has given, so a change to the content that a purpose never touches (a card in the
box, a new die, a rule elsewhere) cannot move what that purpose produces.

Shuffles and random picks are *keyed*: each card gets a sort key from the stream and the card's
identity (its id and copy number), never from its position in a list or its instance number. A
card added to a pile lands somewhere in it, but every other card keeps its order relative to the rest.

The generator is SplitMix64 (Steele, Lea, Flood 2014) used as a counter-based hash: identical in
every process and Python version, and cheap to clone (a small dict of ints).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from functools import cache
from typing import Protocol

MASK = (1 << 64) - 1
SPAN = 1 << 64
GOLDEN = 0x9E3779B97F4A7C15
ITEM = (1 << 32) - 1  # a keyed sort's item number (a card instance: far fewer), below each key's 64 random bits


class HasStreams(Protocol):
    rng: int  # the mixed seed every stream derives from
    streams: dict[str, int]  # purpose -> how many values that stream has given


class HasFixedRolls(HasStreams, Protocol):
    fixed: dict[str, list[int]]  # purpose -> what its next rolls show (from 0), fixed in advance


def seed_state(seed: int) -> int:
    """Spread a small seed over 64 bits so nearby seeds give unrelated games."""
    return mix(seed & MASK)


def mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


@cache
def stable_hash(text: str) -> int:
    """A 64-bit hash of a name that is the same in every process (unlike Python's `hash`)."""
    return int.from_bytes(hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest(), "little")


def next_u64(holder: HasStreams, purpose: str) -> int:
    """The next value of the stream for `purpose`."""
    taken = holder.streams.get(purpose, 0)
    holder.streams[purpose] = taken + 1
    z = holder.rng ^ stable_hash(purpose)  # mix(mix(...) + ...), written out: every draw and roll comes here
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    z = ((z ^ (z >> 31)) + (taken + 1) * GOLDEN) & MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def below(holder: HasStreams, purpose: str, n: int) -> int:
    """A uniform integer in [0, n) from the stream for `purpose`, without modulo bias."""
    if n <= 1:
        return 0
    limit = (MASK + 1) - ((MASK + 1) % n)
    while True:
        value = next_u64(holder, purpose)
        if value < limit:
            return value % n


def roll(holder: HasFixedRolls, purpose: str, n: int) -> int:
    """A roll of `n` sides from the stream for `purpose`, unless its result was fixed in advance (a
    scenario's `rolls:`): for this die (`roll:die`, `roll:d6#2`), else for any copy of a card (`roll:d6`).
    A fixed roll still takes its value from the stream, so the rolls after it are the ones the same seed
    gives without fixing."""
    fixed = holder.fixed
    if fixed:
        key = purpose if purpose in fixed else purpose.partition("#")[0]
        queue = fixed.get(key)
        if queue:
            side = queue.pop(0)
            if not queue:
                del fixed[key]
            if n > 1:  # as `below` would have drawn (a one-sided die draws nothing)
                next_u64(holder, purpose)
            return side
    return below(holder, purpose, n)


def keyed_order(holder: HasStreams, purpose: str, items: Sequence[int], identity: Sequence[int]) -> list[int]:
    """`items` in a random order that depends on each item's identity, not on its place in the list:
    one value of the stream seeds a sort key per item."""
    return [key & ITEM for key in sorted(_keys(holder, purpose, items, identity))]


def keyed_pick(holder: HasStreams, purpose: str, items: Sequence[int], identity: Sequence[int]) -> int:
    """`keyed_order(...)[0]` (the same stream value, the same item) without sorting the rest."""
    return min(_keys(holder, purpose, items, identity)) & ITEM


def _keys(holder: HasStreams, purpose: str, items: Sequence[int], identity: Sequence[int]) -> list[int]:
    """One sort key per item: `mix(base ^ identity[item])` above the item's own number, as one int.
    Ints sort as the (key, item) pairs they stand for, and faster than pairs."""
    base = next_u64(holder, purpose)
    keys = []
    for item in items:  # `mix`, written out: this runs for every card of every shuffle
        z = base ^ identity[item]
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        keys.append((z ^ (z >> 31)) << 32 | item)
    return keys


def shuffle(holder: HasStreams, purpose: str, items: list[int], identity: Sequence[int]) -> None:
    """Shuffle in place (see `keyed_order`)."""
    items[:] = keyed_order(holder, purpose, items, identity)


class Rng:
    """A stand-alone sequential generator (agents and tests use one of their own, apart from the game's)."""

    __slots__ = ("state",)

    def __init__(self, seed: int):
        self.state = seed_state(seed)

    def next_u64(self) -> int:
        self.state = (self.state + GOLDEN) & MASK
        return mix(self.state)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias (`next_u64` written out: an agent asks
        this once per decision)."""
        if n <= 1:
            return 0
        limit = SPAN - SPAN % n
        while True:
            z = self.state = (self.state + GOLDEN) & MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
            z ^= z >> 31
            if z < limit:
                return z % n
