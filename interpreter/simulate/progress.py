"""A progress-bar column for games per second."""

from __future__ import annotations

from rich.progress import ProgressColumn, Task
from rich.text import Text


class SpeedColumn(ProgressColumn):
    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text("–– games/s" if speed is None else f"{speed:.1f} games/s", style="progress.data.speed")
