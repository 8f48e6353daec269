"""The first-game lesson: one short round on a fixed deal at the real table, with a coach
that says what to do at each step (`scene.LessonScene`), offered once on the first start
(`offer.LessonOffer`, when `first.lesson_due`) and always from How to play. The round, its
hands and its scripted players are `script`; the coach's words `say`; its drawing `coach`."""
