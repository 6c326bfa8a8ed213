"""Play a friend on another computer: the protocol, the wire, and each side's session.

:mod:`.protocol` (the messages and their checks), :mod:`.link` (websockets on an
asyncio thread), :mod:`.host` (the host's session beside its controller: the
only authority), :mod:`.guest` (the guest's table, fed by the host),
:mod:`.headless` (a computer in a seat, for the command line and the tests).
"""
