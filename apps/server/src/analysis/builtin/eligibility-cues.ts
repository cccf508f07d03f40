/**
 * The cue words of who may and may not apply: a heading of eligibility, a subject that names
 * applicants, the cues of allowing, refusing and preferring, what is mechanics or costs, money, and
 * the lead-ins of lists of rules, of what is funded and of costs.
 */

export const HEADING =
  /eligib|(?:may|can) be (?:filed|submitted|made) by|who (?:can|may|should) apply|(?:organi[sz]ations|groups|bodies|applicants) (?:which|that|who) (?:can|may) apply|who can[’']t apply|who (?:is|are) not eligible|can (?:i|we|you) apply|right (?:programme|program|fund|grant|scheme) for you|should (?:i|you) apply|who is eligible|applicant requirements|who can be funded|who we fund|who we don[’']t fund|who cannot apply|exclusions|restrictions/;
export const SUBJECT =
  /\b(?:applicants?|organi[sz]ations?|institutions?|entities|entity|individuals?|companies|company|charit(?:y|ies)|universit(?:y|ies)|non-?profits?|not-for-profits?|NGOs?|CSOs?|CBOs?|SMEs?|businesses|researchers?|investigators?|PIs?|principal investigators?|lead (?:applicants?|organi[sz]ations?)|(?:award|grant|fellowship) (?:holders?|recipients?)|partners?|consortia|consortium|groups?|bodies|agencies|schools?|colleges?|students?|candidates?|fellows?|teams?|residents?|citizens?|nationals?|associations?|artists?|writers?|scholars?|scientists?|practitioners?|you|your (?:project|organi[sz]ation|institution|activity)|projects? (?:must|should|can|may|cannot)|applications? must (?:include|have|come|be from|demonstrate)|applications? from|proposals? from|any application|applications? (?:that|which|proposing|requesting|exceeding))\b/i;
export const INELIGIBLE =
  /\bnot eligible\b|\b(?:cannot|can[’']t|may not|are not allowed to|are not permitted to) submit (?:an? )?(?:proposals?|applications?|bids?)\b|\bwill not (?:receive|be given) consideration\b|\b(?:is|are)n[’']t eligible\b|\bcan[’']t apply\b|\bcan not apply\b|\b(?:are|is) unable to apply\b|\bnot able to apply\b|\bare not allowed to apply\b|\bno longer eligible\b|\bineligible\b|\bcannot apply\b|\bcan ?not be (?:funded|considered|the lead)\b|\bmay not apply\b|\bare not able to apply\b|\bnot (?:be )?(?:accepted|considered) from\b|\bwill not (?:be )?(?:accept|fund|consider)(?:ed)?\b[^.]{0,40}\b(?:from|applications by)\b|\b(?:are|is) excluded\b|\bexcluded from applying\b|\bdo(?:es)? not fund\b[^.]{0,30}\b(?:organi[sz]ations?|individuals?|companies|applicants?)\b|\bno (?:individuals?|companies|applications from)\b|\bnot open to\b|\bnot permitted to apply\b|\b(?:will|shall) reject\b|\bwill be rejected\b|\bare rejected\b|\b(?:(?:do|does|will) not|cannot|can[’']t|can not|(?:are|is) unable to) (?:accept|consider|fund) (?:applications|proposals|requests)\b[^.:]{0,40}?\b(?:from|by)\b|\b(?:will|do|does|cannot|can[’']t|won[’']t) (?:not )?(?:accept|consider|fund|assess) (?:your |an |the |any )?(?:applications?|proposals?|requests?|bids?) (?:if|when|unless)\b|\bnot allowed to (?:apply|serve|act|lead|be)\b|\bcannot (?:serve|act) as\b|\b(?:cannot|can[’']t|may not|must not) (?:currently |simultaneously |concurrently |also )?hold\b/i;
export const ELIGIBLE =
  /\beligible\b|\b(?:proposals?|applications?) (?:can|may) (?:only )?be (?:submitted|filed) by (?!(?:e-?mail|post|hand|fax|courier|the deadline|midnight|noon|\d))|\b(?:is|are) (?:aimed at|intended for|targeted at|designed for)\b|\bmay (?:still |also )?apply\b|\bcan apply\b|\bare invited to apply\b|\bis open to\b|\bare open to\b|\bopen to (?:applicants|organi[sz]ations|individuals)\b|\bmust (?:be|have|hold|demonstrate|operate|work|reside|possess|include|involve)\b|\bshould (?:be|have|hold)\b|\bonly\b[^.]{0,60}\b(?:may|can|will be) (?:apply|eligible|considered|funded)\b|\bapplicants? (?:need|needs|are required) to\b|\bis restricted to\b|\bare restricted to\b|\bis limited to\b|\brequirements? for applicants\b/i;
export const PREFERENCE =
  /\bpriority\b|\bprefer(?:ence|red|ably)?\b|\bencourage[ds]?\b|\bespecially (?:welcome|interested)\b|\bparticularly (?:welcome|interested|encourage)\b|\bwelcome[ds]?\b|\bfavou?r(?:ably|ed)?\b|\bdesirable\b|\bideally\b|\bstrongly (?:encouraged|advised)\b|\badvantage\b|\bwill be given (?:priority|preference)\b|\bshould ideally\b|\breserved for\b|\bset aside for\b|\bring-?fenced for\b/i;
/** How to submit is not who may apply. */
export const MECHANICS =
  /\bvisit\b|\bedited\b|\bquiz\b|\bcomplete (?:your|the) (?:project|activity|application form)\b|\b(?:complete|fill in|fill out) an? (?:(?:online|short|full) )?application(?: form)?\b|\b(?:first )?answer (?:a|the|some) (?:series of |few |short )?(?:\w+ ){0,2}questions\b|\bcall (?:our|the) (?:office|team)\b|\bcan be found\b|\bapply online\b|\bfill (?:in |out )?the\b|\bsubmi(?:t|tted|ssion) (?:via|through|online|using|by|in)\b|\bportal\b|\bfont\b|\bpages?\b|\bwords?\b|\bcharacters\b|\bdeadline\b|\bformat\b|\bupload\b|\bsign(?:ed)? by\b|\bemail\b|\bwebsite\b|\bguidance\b|\bread\b|\bcontact\b|\breport(?:s|ing)?\b|\bsystem\b|^please\b(?! note(?: that)?,? (?:all |only )?(?:applicants?|organi[sz]ations?|you|your|we|the (?:trust|foundation|fund)|groups?|individuals?)\b)|\b(?:required|needed) (?:as part of|with|in) (?:the|your) application\b|^submit (?:a|an|the|your)\b[^.]{0,60}\b(?:by|no later than|before)\b|\bfind out more\b|\bresubmi(?:t|tted|ssions?)\b|\bfor (?:more|further) information\b|\bin (?:section|part|question) \d(?![-\d.]*\s+of\b)/i;
export const COSTS =
  /\bcan be used (?:to|for)\b|\b(?:\d+\s?%|share|proportion) (?:percent )?(?:\(minimum\) )?(?:share )?of (?:the |their |your |its )?(?:total |eligible )?(?:project )?(?:costs|budget)\b|\beligible (?:costs?|expenses?|expenditures?|activities|items?|budget|spend)\b|\bcosts? (?:are|is) (?:not )?eligible\b|\beligib(?:le|ility) (?:period|date)\b|\bfor (?:the )?(?:costs?|expenses?)\b|\bcan be (?:claimed|charged|funded)\b|\bbe reimbursed\b|\b(?:directly incurred|indirect|estates|overhead|full economic|operating|running) costs?\b|\boverheads\b/i;

export const NAMED_MONEY =
  /[$£€¥]\s?\d|\b(?:EUR|USD|GBP|AUD|NZD|CAD|CHF|NOK|SEK|DKK|ZAR|INR)\s?\d|\d\s?(?:EUR|euros?|€)\b/i;
/** Any currency's code before a grouped figure ("LKR 3,000,000", "UGX 50.000.000"), in capitals. */
export const CODED_MONEY = /\b[A-Z]{3}\s?\d{1,3}(?:[,.]\d{3})+\b/;
export const MONEY = { test: (text: string) => NAMED_MONEY.test(text) || CODED_MONEY.test(text) };
export const THRESHOLD =
  /\bincome\b|\bturnover\b|\brevenues?\b|\bexpenditure\b|\bassets\b|\breserves\b|\b(?:annual|operating) budget\b/i;
export const MODAL = /\b(?:must|only|required|need to|needs to|should|can|may|cannot)\b/i;
/** A lead-in that ends by giving examples of the noun before it ("circumstances, such as:"). */
export const EXAMPLES_LEAD_IN = /\b([\p{L}-]+),?\s+(?:such as|for example|for instance|e\.g\.?|like)\s*:\s*$/iu;
/** A lead-in of a list of rules about applicants ("You must:", "You cannot apply for this grant if:"). */
export const RULE_LEAD_IN =
  /\beligib|\b(?:can|may|are (?:eligible|invited|welcome) to) apply\s*:\s*$|\bwill not (?:receive|be given) consideration\s*:\s*$|\brequirements? (?:for|of) (?:the )?(?:applicants?|candidates?|applying)\b|\b(?:welcome|invited|encouraged|entitled) to apply\b|\b(?:meet|meets|meeting|fulfil\w*|satisf(?:y|ies|ying))\b[^:]{0,30}\b(?:criteria|requirements|conditions)\b|\b(?:accept|welcome|consider|invite|encourage)s? (?:applications|proposals) from\b|\b(?:applications|proposals) (?:are |will be )?(?:accepted|welcome|considered) from\b|\bthe following (?:organi[sz]ations|applicants|bodies|entities|groups|people|individuals) (?:can|may|are eligible to) apply\b|\b(?:can|may|cannot|can[’']t|may not) apply\b[^:]{0,30}\b(?:if|when|unless)\b|\b(?:will not|won[’']t|do not|does not|cannot|can[’']t) (?:accept|consider|fund|assess) (?:your |an |the |any )?(?:applications?|proposals?|requests?|bids?) (?:if|when|unless)\b|\bopen to\b|\b(?:you|applicants?|organi[sz]ations?|institutions?|candidates?|leads?|teams?|partners?|coapplicants?|recipients?|groups?)\b[^:]{0,60}\b(?:must|should|need to|needs to|have to|are required to)\b/i;

/**
 * "The Foundation will not fund the following:", "We do not support:": a list that mixes who and
 * what is not funded. Its items that open with who applies ("Organizations whose main activity is
 * fundraising", "Foundations") are rules; activities and costs are not.
 */
export const NOT_FUNDED_LEAD_IN =
  /\b(?:will not|won[’']t|do not|does not|don[’']t|doesn[’']t|cannot|can[’']t|are unable to|is unable to) (?:(?:generally|normally|usually|currently) )?(?:fund|support|consider|accept applications|give (?:grants|funding) to|make (?:grants|awards) (?:to|for))\b|\b(?:are|is) (?:very )?unlikely to (?:fund|support)\b|\bdecline (?:requests|applications|proposals)\b|\b(?:grants?|funding|awards?) (?:will|are|is|can) (?:not|never) (?:(?:usually|normally|generally) )?(?:be )?(?:made|given|awarded|provided|available) (?:for|to)\b|\bno (?:grants?|funding|awards?) (?:will be|are|is|can be) (?:made|given|awarded|provided)\b/i;

/** A lead-in of a list of what may or may not be funded ("The following types of programs are not eligible:"). */
export const WHAT_LEAD_IN =
  /^(?:the following |these )?(?:(?:types?|kinds?) of )?(?:[\w-]+ )?(?:programs?|programmes?|projects?|activities|costs?|expenses?|items?|events?|themes?|areas?)\b(?![^:]*\b(?:organi[sz]ations?|applicants?|entities|groups)\b)/i;

/**
 * A lead-in of a list of what the money is for, not who may apply ("We fund:", "Grants can be used
 * for:", "Our priority areas are:", "We are looking for projects that:"), written under or next to
 * a heading of who may apply on community-foundation and trust pages.
 */
export const FUNDED_LEAD_IN =
  /\b(?:we|the (?:trust|foundation|fund|council|committee)) (?:will |can |may |would |also |normally |usually )*(?:fund|support|consider funding|pay for|prioriti[sz]e)\b(?! (?:applications|organi[sz]ations|groups|applicants|charities|individuals)\b)|\b(?:grants?|funding|money|awards?|the fund) (?:can|may|will|must|could) (?:only )?be (?:used|spent)\b|\b(?:priority|priorities|funding) (?:areas?|themes?|outcomes?)\b|\bexamples? of (?:(?:the )?(?:projects?|activities|things|what|costs?|work))\b|\b(?:looking|interested) (?:for|in) (?:projects?|activities|ideas|work)\b|\bwhat we (?:will )?(?:fund|support)\b|\b(?:one|any|each|all) of the following (?:[\w-]+ )?(?:categories|areas|themes|priorities|sectors|fields|outcomes|purposes|objectives)\b/i;
/**
 * A list of conditions on costs, not on who applies: its lead-in names costs ("In general, only the
 * following expenses can be accepted for reimbursement:"), its paragraph opens on them ("Eligible
 * costs are the costs defined as direct or indirect costs … They shall fulfil the following
 * conditions:" then "Be actual"), or it stands in a section of the budget or the financial rules
 * ("Section D: Budget & Financial eligibility rules"). Seen in formal calls' financial sections
 * (a research agency's guide, an international organisation's co-sponsorship rules).
 */
export const COST_LEAD_IN = /\b(?:costs?|expenses?|expenditures?)\b[^:]*:\s*$/i;
export const COST_PARAGRAPH =
  /^(?:the )?(?:eligible|ineligible|allowable|admissible|direct|indirect) (?:costs?|expenses?|expenditures?)\b/i;
export const COST_HEADING = /\b(?:budget|costs?|expenses?|expenditures?|financial (?:rules|eligibility))\b/i;
/**
 * A list of what a proposal must meet to be admissible ("A proposal will only be considered
 * eligible if it meets all of the following conditions:" then "It is complete", "The Applications
 * shall fulfil the following eligibility criteria:" then "Compliance to the Plan of Action"): the
 * submission's conditions, not the applicant's, unless an item opens with who applies.
 */
export const PROPOSAL_LEAD_IN =
  /^(?:an? |the |each |all |any )?(?:applications?|proposals?)\b[^:]{0,80}\b(?:conditions|criteria|requirements)\b[^:]{0,20}:\s*$/i;

/** An FAQ's question about who may apply, which its "Yes, if …" or "No." answers. */
export const APPLY_QUESTION =
  /\bcan (?:a|an|my|our|the)\b[^?]{0,80}?\bapply\b|\bcan (?:i|we|you|they) (?:still |also )?(?:apply|re-?apply) (?:again|if|as|when|while|even|though|before|after|with|using|from|because)\b|\bapply again\b|\b(?:am i|are we|are they|is (?:my|our|the) [\w-]+(?: [\w-]+)?) (?:still )?eligible\b|\bdo(?:es)? (?:i|we|it|my|our)\b[^?]{0,40}\bhave to be\b/i;

/** A question that states a condition on the applicant in a self-check ("Are you a registered charity?"). */
export const CONDITION_QUESTION =
  /^(?:are you|is your (?:organi[sz]ation|group|charity|institution|project|company|business)|do you (?:have|hold|work|operate|live)|does your (?:organi[sz]ation|group|charity|institution|project|company|business))\b/i;
