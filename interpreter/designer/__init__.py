"""The designer's loop: editions and errata compared (`diff`), the editor schema, `watch`."""
