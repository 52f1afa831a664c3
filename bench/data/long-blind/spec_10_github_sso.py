"""lb_10: enforce SAML SSO on a GitHub organization without locking out people or bots."""
ID = "lb_10"
TASK = ("Enforce Okta SAML SSO on GitHub organization acme-corp: configure and pilot, chase unlinked members, move "
        "bots to a GitHub App, keep break-glass codes, then require SSO")

STEPS = [
    (1, [], "Open SEC-8120 to enforce SAML SSO on GitHub organization acme-corp (1,240 members) through the Okta app \"GitHub acme-corp\".",
     "Raise SEC-8120 for requiring SAML SSO, via Okta app \"GitHub acme-corp\", on the 1,240-member GitHub organization acme-corp.",
     "Through the Okta app \"GitHub acme-corp\", SAML SSO is to be enforced on acme-corp (1,240 members): open SEC-8120."),
    (2, [1], "Export the member list: `gh api --paginate /orgs/acme-corp/members --jq '.[].login' > members-before.txt`.",
     "Save who is a member today with `gh api --paginate /orgs/acme-corp/members --jq '.[].login' > members-before.txt`.",
     None),
    (3, [1], "Export the outside collaborators: `gh api --paginate /orgs/acme-corp/outside_collaborators --jq '.[].login' > outside-before.txt`.",
     "Write the outside collaborators to a file using `gh api --paginate /orgs/acme-corp/outside_collaborators --jq '.[].login' > outside-before.txt`.",
     "Run `gh api --paginate /orgs/acme-corp/outside_collaborators --jq '.[].login' > outside-before.txt` to export the outside collaborators."),
    (4, [1], "Configure SAML SSO for acme-corp without requiring it: sign-on URL https://acme.okta.com/app/github/sso/saml, the Okta signing certificate, and a passing \"Test SAML configuration\".",
     "Set up SAML SSO on acme-corp but leave it optional, entering sign-on URL https://acme.okta.com/app/github/sso/saml and the Okta signing certificate, and get \"Test SAML configuration\" to pass.",
     None),
    (5, [4], "Have 5 pilot users from team platform-sec sign in through SSO and check that they appear under `externalIdentities` of the organization's `samlIdentityProvider` in GraphQL.",
     "Ask 5 pilot users in team platform-sec to authenticate via SSO, then look for them in GraphQL under the organization's `samlIdentityProvider` `externalIdentities`.",
     "In GraphQL, the 5 pilot users from team platform-sec must show up under `samlIdentityProvider` `externalIdentities` after they sign in through SSO."),
    (6, [2, 5], "List members without a linked identity by comparing `externalIdentities` with members-before.txt, writing unlinked.txt.",
     "Produce unlinked.txt, the members lacking a linked identity, by diffing members-before.txt against `externalIdentities`.",
     None),
    (7, [2], "Inventory the machine users ci-bot-acme and release-bot and every personal access token they use in CI.",
     "Make a list of every personal access token used in CI by the machine users ci-bot-acme and release-bot.",
     "For machine users ci-bot-acme and release-bot, inventory the personal access tokens each one uses in CI."),
    (8, [6], "Email everyone in unlinked.txt the link https://github.com/orgs/acme-corp/sso with deadline 2026-12-14, and post the same in #eng-announce.",
     "Send each person in unlinked.txt https://github.com/orgs/acme-corp/sso and the 2026-12-14 deadline by email, repeating it in #eng-announce.",
     None),
    (9, [7], "Replace the bot tokens with GitHub App acme-ci (app id 381204) installed on all repositories, and rotate the CI secrets that held the tokens.",
     "Swap the bot tokens for GitHub App acme-ci, app id 381204, installed across all repositories, and rotate whatever CI secrets stored those tokens.",
     "Install GitHub App acme-ci (app id 381204) on all repositories in place of the bot tokens and rotate the CI secrets that held them."),
    (10, [8], "On 2026-12-14 rerun the comparison: unlinked members must be under 2% of the organization, and the rest are listed in SEC-8120.",
     "When 2026-12-14 comes, redo the comparison; fewer than 2% of the organization may still be unlinked, and those left go into SEC-8120.",
     None),
    (11, [9, 10], "Get the CISO's delegate to sign off SEC-8120, with the unlinked list and the bot migration status attached.",
     "Obtain sign-off on SEC-8120 from the CISO's delegate, attaching the bot migration status and the unlinked list.",
     "With the unlinked list and the bot migration status attached, the CISO's delegate signs off SEC-8120."),
    (12, [5], "Download the SSO recovery codes and store them in the 1Password vault \"GitHub Break Glass\", and confirm at least 2 organization owners have linked identities.",
     "Put the SSO recovery codes in the 1Password vault \"GitHub Break Glass\" after downloading them, and make sure 2 or more organization owners have linked identities.",
     None),
    (13, [11, 12], "Tick \"Require SAML SSO authentication for all members of the acme-corp organization\" and, before confirming, check that the members GitHub says will be removed are exactly those in unlinked.txt.",
     "Turn on \"Require SAML SSO authentication for all members of the acme-corp organization\", and only confirm once the members GitHub plans to remove match unlinked.txt exactly.",
     "Before confirming \"Require SAML SSO authentication for all members of the acme-corp organization\", check that exactly the users in unlinked.txt are listed for removal."),
    (14, [13], "Export the members again to members-after.txt and check that `comm -23 members-before.txt members-after.txt` equals unlinked.txt.",
     "Re-export the members into members-after.txt and make sure `comm -23 members-before.txt members-after.txt` gives the same list as unlinked.txt.",
     None),
    (15, [14], "Post in #eng-announce how removed members regain access: sign in at https://github.com/orgs/acme-corp/sso and an owner reinstates them within 3 months.",
     "Explain in #eng-announce how a removed member gets back in: authenticate at https://github.com/orgs/acme-corp/sso and be reinstated by an owner within 3 months.",
     "Removed members regain access by signing in at https://github.com/orgs/acme-corp/sso and being reinstated by an owner within 3 months; post this in #eng-announce."),
    (16, [13], "Watch CI on the 20 most active repositories for 24 hours: pipelines green and no 403 from `git clone`.",
     "For 24 hours keep an eye on CI across the 20 busiest repositories, expecting green pipelines and no 403 from `git clone`.",
     None),
    (17, [15, 16], "Close SEC-8120 with the before and after member lists and the CI results.",
     "Attach the CI results and the before and after member lists to SEC-8120 and close it.",
     "Attach the before/after member lists and CI results, then close SEC-8120."),
]

GUARDS = {2: "export of the member list before enforcement",
          5: "pilot sign-in before enforcement",
          10: "unlinked-member check at the deadline",
          11: "security sign-off",
          12: "break-glass recovery codes and linked owners before enforcement"}
DROP_GUARD = 12

SPLITS = {
    4: ("Configure SAML SSO for acme-corp without requiring it: sign-on URL https://acme.okta.com/app/github/sso/saml and the Okta signing certificate.",
        "Run \"Test SAML configuration\" and make sure it passes."),
    13: ("Tick \"Require SAML SSO authentication for all members of the acme-corp organization\".",
         "Before confirming, check that the members GitHub says will be removed are exactly those in unlinked.txt."),
}

SERIALIZE = [2, 3]

COMPRESS = [
    ([2, 7], "Export the members and inventory the bot tokens."),
    ([8, 10], "Chase unlinked members until the 2026-12-14 deadline."),
    ([9, 11], "Move the bots to the acme-ci GitHub App and get security sign-off."),
    ([14, 15], "Check who was removed and tell them how to regain access."),
    ([16, 17], "Watch CI for a day and close SEC-8120."),
]

LOST = {"remove": (9, 11), "add": [(9, 16)],
        "why": "SSO is enforced (13) without waiting for the bots to move to the GitHub App (9), so the ci-bot-acme and release-bot tokens stop working"}

TARGET = {"step": 13, "old": "acme-corp", "new": "acme-labs", "kind": "GitHub organization"}

OPERATION = {"step": 4, "change": "configure SSO as optional -> require it immediately (before the pilot)",
             "text": "Configure SAML SSO for acme-corp and require it right away: sign-on URL https://acme.okta.com/app/github/sso/saml, the Okta signing certificate, and a passing \"Test SAML configuration\"."}
