"""The shell of the program: the window, the frame loop, the scenes and their manager, the
routes between them, what they share (`App`), input as meanings, sound, the notices over
every scene, and the door to the computer players' worker."""
