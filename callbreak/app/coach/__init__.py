"""The coach's window side: the coach's looks at your rounds (`coaching`) and its worker
process (`coach_worker`); the coach's judgement itself is `callbreak.ai.coach`."""
