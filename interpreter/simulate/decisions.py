"""Decisions made on first use: most agents in a simulation only count the options, so keys and
views are computed only when an agent looks (valid while it decides, before the state moves on)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, overload

from interpreter.agents import Decision, Option, Seat
from interpreter.engine.actions import keys
from interpreter.engine.view import view

if TYPE_CHECKING:
    from interpreter.engine.state import State


class LazyOptions(Sequence[Option]):
    __slots__ = ("_count", "_items", "_state")

    def __init__(self, state: State):
        self._state = state
        self._count = state.num_actions()
        self._items: tuple[Option, ...] | None = None

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> Option: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Option]: ...
    def __getitem__(self, index: int | slice) -> Option | Sequence[Option]:
        if self._items is None:
            self._items = tuple(Option(i, key, key) for i, key in enumerate(keys(self._state)))
        return self._items[index]


class LazyView(Mapping[str, Any]):
    __slots__ = ("_data", "_player", "_state")

    def __init__(self, state: State, player: int):
        self._state = state
        self._player = player
        self._data: dict[str, Any] | None = None

    def _loaded(self) -> dict[str, Any]:
        if self._data is None:
            self._data = view(self._state, self._player)
        return self._data

    def __getitem__(self, key: str) -> Any:
        return self._loaded()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._loaded())

    def __len__(self) -> int:
        return len(self._loaded())


def lazy_decision(state: State, number: int) -> Decision:
    pending = state.pending
    assert pending is not None
    return Decision(
        player=pending.player,
        kind=pending.kind,
        prompt=pending.kind,
        options=LazyOptions(state),
        view=LazyView(state, pending.player),
        number=number,
        seat=Seat(state, pending.player),
    )
