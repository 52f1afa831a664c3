ID = "lb5_03"
TASK = "Regrade a Moodle 4.3 final-exam quiz after a wrong answer key and re-release the grades"

STEPS = [
    (1, [], "Log incident EXAM-2291: question 14 of the quiz CHEM101 Final 2024 (cmid 88213) was marked against the wrong answer key.",
     "Record EXAM-2291 for the wrong answer key on question 14 of the CHEM101 Final 2024 quiz (cmid 88213).",
     "Question 14 of quiz CHEM101 Final 2024, cmid 88213, was scored against the wrong key: log that as incident EXAM-2291."),
    (2, [1], "Hide the CHEM101 Final 2024 grade item in the gradebook so students no longer see the current marks.",
     "In the gradebook, make the CHEM101 Final 2024 grade item hidden, so the present marks disappear from the student view.",
     None),
    (3, [1], "Back up the course on moodle-app-01 with `php admin/cli/backup.php --courseid=4471 --destination=/var/moodledata/exam-backups/` and note the .mbz file name.",
     "On moodle-app-01 take a course backup (`php admin/cli/backup.php --courseid=4471 --destination=/var/moodledata/exam-backups/`), writing down the name of the .mbz it produces.",
     "Note the .mbz file name produced by `php admin/cli/backup.php --courseid=4471 --destination=/var/moodledata/exam-backups/`, run on moodle-app-01 to back up the course."),
    (4, [1], "Download all 1,186 attempts from the quiz Responses report as CSV and store it in the EXAM-2291 folder.",
     "Export the quiz Responses report as CSV, covering all 1,186 attempts, and save it under the EXAM-2291 folder.",
     None),
    (5, [2, 3, 4], "Get the exam board chair to approve, on EXAM-2291, that option C (not B) is the correct answer for question 14.",
     "The exam board chair must confirm on EXAM-2291 that for question 14 the right answer is option C and not B.",
     "On EXAM-2291, obtain the exam board chair's approval that question 14's correct answer is option C rather than B."),
    (6, [5], "Edit question 14 in the question bank, set option C to 100% and option B to 0%, and save it as a new version.",
     "Open question 14 in the question bank, give option C 100% and option B 0%, then save as a new version.",
     None),
    (7, [6], "Run Dry run a full regrade from the quiz Results > Grades page and download the dry-run report.",
     "From the quiz Results > Grades page, start Dry run a full regrade and save the dry-run report it produces.",
     "Download the dry-run report after launching Dry run a full regrade on the Results > Grades page of the quiz."),
    (8, [7], "Have the module lead review the dry-run report: only question 14 may change, and about 412 attempts are expected to move.",
     "The module lead goes through the dry-run report and confirms that nothing but question 14 changes and that roughly 412 attempts shift.",
     "Roughly 412 attempts should move and only question 14 may change; the module lead checks exactly that in the dry-run report."),
    (9, [8], "Run the full regrade of all attempts from Results > Grades with Regrade attempts > Regrade all.",
     "Regrade every attempt through Results > Grades, choosing Regrade attempts > Regrade all.",
     None),
    (10, [9], "Compare the regrade result with the dry-run report and confirm the same 412 attempts changed.",
     "Check the outcome of the regrade against the dry-run report; the changed attempts must be the same 412.",
     "Confirm that exactly the 412 attempts in the dry-run report are the ones that changed in the regrade."),
    (11, [9], "Spot-check 20 random students: the gradebook grade for CHEM101 Final 2024 must equal their quiz grade.",
     "Pick 20 students at random and check that each one's CHEM101 Final 2024 gradebook grade is identical to the quiz grade.",
     None),
    (12, [10, 11], "Lock the regraded quiz grades in the gradebook (Lock grades) so later edits do not overwrite them.",
     "Apply Lock grades to the regraded quiz grades in the gradebook, which stops later edits from overwriting them.",
     "Use Lock grades in the gradebook on the regraded quiz grades so that nothing edited later overwrites them."),
    (13, [12], "Unhide the CHEM101 Final 2024 grade item to release the corrected grades.",
     "Release the corrected grades by making the CHEM101 Final 2024 grade item visible again.",
     None),
    (14, [12], "Message the 412 affected students through Moodle notifications explaining the change to question 14.",
     "Send the 412 students who were affected a Moodle notification that explains what changed on question 14.",
     "Explain the change to question 14 in a Moodle notification sent to the 412 affected students."),
    (15, [13, 14], "Before closing, confirm with the registry that the nightly grade export to SITS for course 4471 carried the new marks.",
     "Check with the registry that SITS received the new marks for course 4471 in the nightly grade export; do this ahead of closing.",
     None),
    (16, [15], "Close EXAM-2291 with the dry-run report and the backup file name attached.",
     "Attach both the dry-run report and the backup file name, then close EXAM-2291.",
     "Close EXAM-2291, attaching the backup file name plus the dry-run report."),
]

GUARDS = {
    3: "course backup before the regrade",
    5: "exam board chair approval of the corrected key",
    8: "module lead review of the dry-run regrade report",
    10: "regrade result compared with the dry run",
    15: "SITS export verified before closing",
}
DROP_GUARD = 3

SPLITS = {
    8: ("Have the module lead review the dry-run report.",
        "Only question 14 may change, and about 412 attempts are expected to move."),
    15: ("Before closing, confirm with the registry that the nightly grade export to SITS ran.",
         "It must have carried the new marks for course 4471."),
}
REGEN_SPLIT = (6, ("Open question 14 in the question bank and give option C 100% and option B 0%.",
                   "Store the edit as a new version of the question."))

SERIALIZE = [10, 11]

COMPRESS = [
    ([1, 2], "Log EXAM-2291 for the wrong key on question 14 and hide the grade item."),
    ([6, 7], "Fix question 14's key and run a dry-run regrade."),
    ([9, 10], "Regrade all attempts and compare with the dry run."),
    ([12, 13], "Lock the regraded grades and release them to students."),
    ([15, 16], "Confirm SITS has the new marks and close EXAM-2291."),
]

LOST = {"remove": (3, 5), "add": [(3, 16)],
        "why": "the approval (5) and so the key edit and full regrade (6-9) no longer wait for the course backup (3)"}

TARGET = {"step": 3, "old": "--courseid=4471", "new": "--courseid=4417", "kind": "course id"}

OPERATION = {"step": 12,
             "text": "Unlock the regraded quiz grades in the gradebook (Unlock grades) so later edits do not overwrite them.",
             "change": "lock grades -> unlock grades"}
