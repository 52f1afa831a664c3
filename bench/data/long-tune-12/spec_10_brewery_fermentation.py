ID = "lt12_10"
TASK = "Kettle Hill brewery cellar: move fermentation profile LAGER-FERM v8 -> v9 (longer diacetyl rest) on cel-plc01, pilot fermenter FV-03 first, then FV-01..FV-08"

STEPS = [
 (1, [], "Open MOC-BR-219 for LAGER-FERM v9 on cel-plc01: diacetyl rest at 14 °C for 48 h instead of 12 °C for 36 h, fermenters FV-01..FV-08.",
  "Raise MOC-BR-219: on cel-plc01, LAGER-FERM v9 replaces the 12 °C / 36 h diacetyl rest with 14 °C for 48 h across FV-01..FV-08.",
  "For fermenters FV-01..FV-08 on cel-plc01, MOC-BR-219 brings LAGER-FERM v9 (diacetyl rest 14 °C for 48 h instead of 12 °C for 36 h)."),
 (2, [1], "The head brewer and the QA manager sign MOC-BR-219.",
  "Get MOC-BR-219 signed by both the QA manager and the head brewer.",
  None),
 (3, [2], "`braucfg export --recipe LAGER-FERM --version 8 -o /srv/brew/keep/LAGER-FERM-v8.xml`",
  "Write v8 out to a file first with `braucfg export --recipe LAGER-FERM --version 8 -o /srv/brew/keep/LAGER-FERM-v8.xml`.",
  None),
 (4, [2], "Put v9 next to v8 in the recipe editor; the only difference allowed is the diacetyl rest step (temperature and duration).",
  "Compare v8 and v9 side by side in the recipe editor and accept nothing but the diacetyl rest step changing, in temperature and duration.",
  "In the recipe editor, v9 may differ from v8 only in the diacetyl rest step (temperature and duration); check them side by side."),
 (5, [2], "Check the glycol: chiller supply at -4 °C and both P-GLY-1 and P-GLY-2 available.",
  "Make sure glycol is ready - supply off the chiller at -4 °C, with P-GLY-1 and P-GLY-2 both available.",
  None),
 (6, [3, 4], "Load v9 onto cel-plc01 without assigning it to any vessel: `braucfg import -i LAGER-FERM-v9.xml --no-assign`.",
  "Import v9 to cel-plc01 but leave it unassigned: `braucfg import -i LAGER-FERM-v9.xml --no-assign`.",
  "`braucfg import -i LAGER-FERM-v9.xml --no-assign` loads v9 onto cel-plc01, assigned to no vessel."),
 (7, [5, 6], "Assign v9 to pilot fermenter FV-03 only, for brew 25-118: `braucfg assign --recipe LAGER-FERM --version 9 --vessel FV-03`.",
  "Give v9 to a single pilot fermenter, FV-03, for brew 25-118 with `braucfg assign --recipe LAGER-FERM --version 9 --vessel FV-03`.",
  None),
 (8, [7], "Knock out brew 25-118 into FV-03 and pitch yeast at generation 4, 15 million cells/mL.",
  "Pitch generation 4 yeast at 15 million cells/mL after knocking out brew 25-118 into FV-03.",
  "Into FV-03 goes brew 25-118, pitched with generation 4 yeast at 15 million cells/mL."),
 (9, [8], "Follow FV-03 through the rest: within ±0.3 °C of 14 °C for the full 48 h, and the glycol valve not hunting.",
  "Watch FV-03 for the whole 48 h of the rest; temperature has to hold within ±0.3 °C of 14 °C and the glycol valve must not hunt.",
  None),
 (10, [9], "The lab measures VDK at the end of the rest: below 0.10 mg/L.",
  "At the end of the rest, get a VDK result from the lab; it must be under 0.10 mg/L.",
  "VDK below 0.10 mg/L, measured by the lab when the rest ends."),
 (11, [9], "Sensory panel on the FV-03 green beer: 5 of 5 tasters find no diacetyl note.",
  "Run a sensory panel on green beer from FV-03; no diacetyl note from any of the 5 of 5 tasters.",
  None),
 (12, [10, 11], "Assign v9 to the other fermenters: `braucfg assign --recipe LAGER-FERM --version 9 --vessel FV-01,FV-02,FV-04,FV-05,FV-06,FV-07,FV-08`.",
  "Roll v9 out to the remaining tanks with `braucfg assign --recipe LAGER-FERM --version 9 --vessel FV-01,FV-02,FV-04,FV-05,FV-06,FV-07,FV-08`.",
  "`braucfg assign --recipe LAGER-FERM --version 9 --vessel FV-01,FV-02,FV-04,FV-05,FV-06,FV-07,FV-08` assigns v9 to the other fermenters."),
 (13, [12], "Update the brew sheets and the production plan for the v9 timings (+12 h per tank).",
  "Adjust the production plan and the brew sheets to v9 timings, i.e. +12 h per tank.",
  None),
 (14, [10], "Crash cool FV-03 to 0 °C and transfer to bright tank BBT-2.",
  "Transfer FV-03 to bright tank BBT-2 after crash cooling it to 0 °C.",
  "Bright tank BBT-2 receives FV-03 once it has been crash cooled to 0 °C."),
 (15, [14], "Clean FV-03: `braucip start --vessel FV-03 --program CIP-FV-ACID`.",
  "Run the acid CIP on FV-03 with `braucip start --vessel FV-03 --program CIP-FV-ACID`.",
  None),
 (16, [12], "After 7 days, `braucfg list --vessels` must show version 9 on FV-01..FV-08 and no tank still on v8.",
  "Wait 7 days, then run `braucfg list --vessels` and expect version 9 on FV-01..FV-08 with none left on v8.",
  "No tank left on v8 and version 9 on FV-01..FV-08 per `braucfg list --vessels`, checked after 7 days."),
 (17, [16], "Retire v8: `braucfg retire --recipe LAGER-FERM --version 8`.",
  "Take v8 out of service via `braucfg retire --recipe LAGER-FERM --version 8`.",
  None),
 (18, [15], "QA releases the BBT-2 beer after the filtration and packaging tests.",
  "Once filtration and packaging tests pass, QA releases the beer in BBT-2.",
  "The beer in BBT-2 is released by QA after the filtration and packaging tests."),
 (19, [13, 17], "Record the new rest profile in the HACCP plan.",
  "Add the new diacetyl rest profile to the HACCP plan.",
  None),
 (20, [18, 19], "Close MOC-BR-219.",
  "Sign off and close MOC-BR-219.",
  None),
]

GUARDS = {
 2: "head brewer and QA sign-off (approval)",
 3: "export of v8, command only (does not say what it protects)",
 4: "side-by-side diff of v9 vs v8",
 9: "pilot fermenter watched through the rest before the other tanks",
 10: "lab VDK result before the rollout",
 11: "sensory panel before the rollout",
 16: "version check after 7 days before retiring v8",
}
DROP_GUARD = 9

SPLITS = {
 1: ("Open MOC-BR-219 for LAGER-FERM v9 on cel-plc01, fermenters FV-01..FV-08.",
     "v9 moves the diacetyl rest to 14 °C for 48 h instead of 12 °C for 36 h."),
 9: ("Follow FV-03 through the rest: within ±0.3 °C of 14 °C for the full 48 h.",
     "The glycol valve must not hunt."),
}
REGEN_SPLIT = (7, (
 "Put v9 on the pilot fermenter FV-03 and nowhere else.",
 "It is for brew 25-118: `braucfg assign --recipe LAGER-FERM --version 9 --vessel FV-03`.",
))
SERIALIZE = [10, 11]
COMPRESS = [
 ([1, 2], "Open MOC-BR-219 for LAGER-FERM v9 and get the head brewer and QA to sign."),
 ([3, 6], "Export v8 and load v9 onto cel-plc01 unassigned."),
 ([7, 8], "Assign v9 to FV-03 and knock out brew 25-118 into it."),
 ([10, 14], "Check VDK, then crash cool FV-03 and transfer to BBT-2."),
 ([16, 17], "Check all tanks run v9 and retire v8."),
 ([18, 20], "QA releases the BBT-2 beer; close MOC-BR-219."),
]
LOST = {"remove": (10, 12), "add": [],
        "why": "the other seven fermenters get v9 without waiting for the lab's VDK result on FV-03"}
TARGET = {"step": 7, "old": "FV-03", "new": "FV-05", "kind": "vessel (pilot fermenter)"}
OPERATION = {"step": 17, "change": "destroying flag added: `--purge` also deletes v8 and its batch history",
 "text": "Retire v8: `braucfg retire --recipe LAGER-FERM --version 8 --purge`."}
