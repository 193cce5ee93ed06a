/**
 * The patterns of the tiered crisis check (crisis-check.ts). They are written in plain spelling
 * and read normalised text: lower case, no apostrophes ("dont", "cant", "im"), one space between
 * words (so a pattern writes a plain space), contractions and common typos brought to one
 * spelling (SPELLINGS), letters squeezed ("kill" and "kiiill" both read "kil": the patterns are
 * squeezed the same way when compiled). A stem may take a suffix that does not start with its
 * last letter: `cut(s|ing)?` reads "cutting" (squeezed "cuting"), never `cut(ting)?`.
 * The phrase table beside this file (crisis-phrases.ts) is the test every change must pass.
 * Every pattern ships in the pages' bundle (the journal page is near its budget): keep them short.
 */

/** [written, read as]: contractions and common typos, applied in order after squeezing. */
export const SPELLINGS: readonly (readonly [string, string])[] = [
  ['lifes', 'life is'],
  ['whats', 'what is'],
  ['theres', 'there is'],
  ['do not', 'dont'],
  ['does not', 'doesnt'],
  ['did not', 'didnt'],
  ['cannot', 'cant'],
  ['can not', 'cant'],
  ['will not', 'wont'],
  ['is not', 'isnt'],
  ['are not', 'arent'],
  ['was not', 'wasnt'],
  ['were not', 'werent'],
  ['would not', 'wouldnt'],
  ['could not', 'couldnt'],
  ['i am', 'im'],
  ['imma', 'im going to'],
  ['wanna', 'want to'],
  ['gonna', 'going to'],
  ['dnt', 'dont'],
  ['any more', 'anymore'],
  ['any longer', 'anymore'],
  ['my self', 'myself'],
  ['myslef', 'myself'],
  ['mysef', 'myself'],
  ['meself', 'myself'],
  ['sucide', 'suicide'],
  ['suicde', 'suicide'],
  ['suiside', 'suicide'],
  ['sucidal', 'suicidal'],
  ['suicdal', 'suicidal'],
  ['suisidal', 'suicidal'],
  ['suicidle', 'suicidal'],
  ['suicidel', 'suicidal'],
  ['wnat', 'want'],
  ['wnt', 'want'],
  ['dei', 'die'],
  ['ded', 'dead'],
  ['lfie', 'life'],
  ['tonite', 'tonight'],
  ['2nite', 'tonight'],
  ['rn', 'right now'],
  ['tmrw', 'tomorrow'],
  ['tmr', 'tomorrow'],
  ['want 2', 'want to'],
  ['need 2', 'need to'],
  ['going 2', 'going to'],
  ['bf', 'boyfriend'],
  ['gf', 'girlfriend'],
];

const ME = 'myself';
const PEOPLE =
  '(boss|manager|husband|wife|partner|(boy|girl)friend|kids?|child(ren)?|son|daughter|baby|mum|mom|mother|dad|father|family|coworkers?|colleagues?|neighbou?r|brother|sister)';
const DRUGS =
  '((sleeping )?pills|tablets|med(s|ication|icine)|capsules|painkillers|paracetamol|acetaminophen|ibuprofen|tylenol|advil|aspirin|insulin|oxy(codone)?|xanax|valium|benzos|lithium|sertraline|zoloft|prozac|fluoxetine|antidepressants|codeine|morphine|fentanyl|heroin)';
/** Who abuses: a partner, a parent, someone at home or at work. */
const ABUSER = '(he|she|they|partner|husband|wife|(boy|girl)friend|(step)?(dad|father|mum|mom)|mother|uncle|boss|manager|ex)';
/** What work hyperbole is about: "my inbox is hopeless", "trapped in this commute", "kill my boss". */
const WORK =
  '(boss|manager|team|colleagues?|coworkers?|clients?|inbox|emails?|deadlines?|meetings?|projects?|spreadsheet|printer|laptop|wifi|traffic|commute|office|presentation|workload)';
const rx = (source: string) => new RegExp(source);
/** A pharmacy trip or a pill box, not means put by: "…from the pharmacy", "…ready for the week". */
const ROUTINE =
  '(?! (from|at)\\b| for (the |my |this |next |a )?(week|month|morning|mornings|evening|trip|holiday|journey|travel|flight|weekend|pharmacy)\\b)';

/** Tier 1, explicit: ideation, self-harm, method or plan, imminence (abuse and harm to others apart). */
export const TIER_1: readonly RegExp[] = [
  // Direct ideation; "top myself", "neck myself" (British), "off myself", not "top myself up".
  rx(`\\b(kill|top|neck|(to|just|il) off)(s|e|ed|ing)? ${ME}\\b(?! up)`),
  /\b(suicid|sewer ?slide)/,
  /\b(end|ending|ended|want out of) (my|this) (own )?life\b/,
  // "im going to end it", "i want to end things"; not "end it with him", "end things on a high".
  /\b(going|want|ready|decided|planning|about) to end (it|things)\b(?! (with|there|early|on|at|here|for)\b)/,
  /\bwant (everything|it all|my life|life) to (end|be over)\b/,
  /\bhate my life\b.*\bwant it (all )?(to )?(end|be over|over)\b/,
  /\b(want to|wish i could) (just )?(stop existing|not exist)\b/,
  /\b(nobody|no one|noone) (would|will) (even )?miss me\b/,
  /\bwant to dye ?$/,
  /\b(end|ending) (it all|everything|it for good|it forever|my existence)\b/,
  /\b(take|taking|took) my (own )?life\b/,
  /\b(want(ed|ing)?|wish|ready|going|deserve|need|plan(ing)?|longing) to (die|be dead)\b/,
  /\b(wish|hope) i (was|were|(could|would) be|had) (dead|died)\b/,
  /\bwish i (could|would) (just )?die\b/,
  /\b(would|id) rather (be )?(die|dead)\b/,
  /\bwhy cant i (just )?die\b/,
  /\blet me die\b/,
  /\b(kms|kys|ctb|unaliv)/,
  // Passive ideation.
  /\bdont (want|wish) to (live|be alive|exist|wake up|go on living|be (here|around) anymore|be on this earth)\b/,
  /\bno longer want to (live|be alive|be here|exist)\b/,
  /\bbetter (off (dead|gone|if i (was|were|wasnt|werent|died|disappeared))|(off )?without me)/,
  /\b(easier|better|happier|wouldnt (mind|care)) if i (just )?(died|didnt wake up|(was|were) (dead|gone)|(wasnt|werent) (here|around))\b/,
  /\b(want|need) to (just )?(go to )?sleep forever\b/,
  /\b(life|living) (is )?(not|isnt|aint|no longer|never) worth (living|it|anything)\b/,
  /\bnot worth (living|being alive|staying alive)\b/,
  // "no point living", "whats the point of living", "i dont see the point in living".
  /\b(no (reason|point)|(?<=(what is|see|is there) (even )?(the|any) )point) (to |in |of )?(live|living|being alive|staying alive|existing|going on living)\b/,
  /\bnothing (left )?to live for\b/,
  /\b(tired|sick|done|had enough|arsed|bothered) ((of|with) )?(living|being alive|life|existing|being here)\b(?! (admin|room))/,
  /\b(hope|wish) i (dont|never|wont) wake up\b/,
  /\b(sleep|asleep) and (never|not) wake up\b/,
  /\bwish (i (was|were|had)|id) never (been )?(born|existed)\b/,
  /\bwish i ((wasnt|werent) alive|didnt exist)\b/,
  // Self-harm.
  /\bself ?harm/,
  rx(`\\b(cut|burn|hurt|harm|scratch|punch|hit|starv|stab|hang|poison|drown|shoot)(s|e|t|ed|es|ing)? ${ME}\\b`),
  /\b(cut|burn|slit|slash)(t|ed|ing)? my ((arm|wrist|leg|thigh)s?|skin|stomach|throat)\b/,
  /\b(urges?|want(ing)?|start(ed|ing)|been|back to|keep|kept|stopped|relapsed|clean from) (to )?cut(ing)?\b(?! (back|down|out|corners|costs|ties|off|loose|the|my hair|hair|carbs|sugar|it|them|him|her|in|through|class|work))/,
  /\b(razor blade|blades)\b/,
  /\b(until|till) (it|they|i) (bleed|bleeds|bled)\b/,
  /\b(keep|kept|been|still) purging\b(?! (my|the|old|our|all)\b)/,
  /\brelaps(e|ed|ing) (on |with |into )?sh\b/,
  /\bsh (urges?|again|relapse|scars|cuts|wounds)\b/,
  // Method or plan.
  /\boverdos/,
  /\bod on\b/,
  /\b(going to|want to|will|il|might|about to|planning to|plan to|could|should) od\b/,
  /\b(lethal|fatal|deadly) (dose|amount)\b/,
  rx(
    `\\b(took|tak(e|en|ing)|swallow(ed|ing)?|downed) (all|every|the whole|a bunch of|(a )?handfuls? of|(a )?lots? of|too many|(a )?loads? of|the rest of|(a|the) (whole )?(bottle|box|pack|packet|strip|tub|jar)|\\d+) (of )?(my |the )?${DRUGS}`,
  ),
  /\btook the pills\b/,
  /\beverything (in|from) (the|my) medicine (cabinet|cupboard)\b/,
  // Buying past the pack limit: "paracetamol from three different shops".
  rx(`\\b${DRUGS} from (\\w+ )?(different|several) (shops|pharmacies|chemists|places)\\b`),
  rx(`\\b(research|look(ed|ing)? up|googl)\\w* how (many|much|high) (${DRUGS}|it would take ?$|the bridge)`),
  /\b(know|worked out|figured out) (exactly )?how (id|i would|il) do it\b(?! (differently|better|again|next|if)\b)/,
  // Means put by (review 5: "I have pills saved up", "saving my pills", "a stash of pills", "enough
  // pills to do it", "the pills ready"). Not a trip to the pharmacy ("collecting my meds from…") nor
  // a week's pill box ("my meds ready for the week").
  rx(
    `\\b(stockpil(e|ed|ing)|sav(ed|ing)|hoard(ed|ing)|stash(ed|ing)|hid(ing)?|collecting) (up )?(all )?(of )?(my |the )?${DRUGS}\\b${ROUTINE}`,
  ),
  rx(`\\b${DRUGS} (saved|stockpiled|stashed|hoarded|hidden|put (by|aside|away))\\b`),
  rx(`\\b(stash|stockpile|hoard) of (my )?${DRUGS}`),
  rx(`\\benough (of )?(my |the )?${DRUGS} to (do it|die|end (it|my life)|kill (me|myself)|overdose|od|(not|never) wake up)\\b`),
  rx(`\\b(got|have|has|had) (all )?(the|my) ${DRUGS} ready\\b${ROUTINE}`),
  rx(`\\b\\d+ ?((mg|milligrams|g|grams|pills|tablets|capsules|x) (of )?(my )?)?${DRUGS}`),
  rx(`\\b${DRUGS} \\d+`),
  /\bhow (many|much) (\w+ ){0,6}(to|would|will) (die|kill|overdose|be fatal|be lethal|od)\b/,
  /\b(bought|buy|buying|got|get|have|has|found|keep|tied|tie|tying|there is|thinking about) (a |the |some |my (\w+ )?)?(rope|gun|pistol|firearm|rifle|shotgun)\b(?! (swing|course|ladder|laws?|control))/,
  /\bnoose\b/,
  /\b(gun|pistol) to my head\b/,
  /\b(driv|steer|swerv|crash)(e|ing)? ((my|the) car )?(into|off) (a |the )?(wall|tree|oncoming traffic|lorry|bridge|cliff)\b/,
  /\bto crash (my|the) car ?$/,
  /\b(hope|wish) (i get (hit|run over)|(a|the) \w+ hits me)\b/,
  /\b(going|about|ready|want) to jump ?$/,
  /\b((jump|leap|step|walk)(s|ed|ing)?|throw myself) (off|from|in front of|under|into) ((a|the|this|that|my) )?(bridge|building|roof(top)?|cliff|balcony|window|train|car|bus|truck|lorry|tower|ledge|platform|overpass|traffic|river|sea|motorway|highway)\b/,
  /\b(suicide|goodbye|farewell|final|last) (note|letter|message|video)s?\b/,
  /\b(wr(ote|itten|iting|ite)|left|leav(e|ing)) (a |my )?(note|letter)s? (to|for) (my )?(family|kids|children|mum|mom|dad|parents|wife|husband|partner|everyone|friends|loved ones|sister|brother)\b/,
  /\b(giv(e|en|ing)|gave) away (all )?(of )?my (things|stuff|belongings|possessions|pets|cat|dog)\b/,
  /\b(giv(e|en|ing)|gave) (all )?(of )?my (things|stuff|belongings|possessions|pets) away\b/,
  /\b(plan(s|ed|ing)?|plotting) (to|on|how to|for) (die|dying|(kill|end|overdos)(e|ing)?|hang|jump|take my|do it)\b/,
  /\b(have|made|making|got|has|had) a plan (to|for) (die|end|kill|do it|how)\b/,
  rx(`\\bhow to (kill|hang|overdose|end) (${ME}|my life|it all)\\b`),
  /\b(painless|quick(est)?|eas(y|iest)) way to (die|go|end it|kill myself)\b/,
  /\b(ways|methods?) to (die|kill myself|end my life|end it all)\b/,
  // Imminence.
  /\b(going to|will|il|gona) (do it|end it|go through with it|kill myself|end things) (tonight|right now|now|today|soon|this weekend|tomorrow)\b/,
  /\b(tonight|today) (is|will be) (the night|the day|my last)\b/,
  /\bthis is (my )?goodbye\b/,
  /\b(standing|stood|sitting|sat) on (the|a) (ledge|edge of (the|a) (bridge|roof(top)?|building|cliff|platform|balcony|tower))\b/,
  /\bwont be (alive|around) (tomorrow|tonight|by|next)\b/,
  /\b(wont|not going to) be (alive|around|here) (much longer|for long|anymore)\b/,
  // "i wont be here tomorrow", but not "…tomorrow, im on leave".
  /\b(wont be here (tomorrow|tonight)|(tomorrow|tonight) i wont be (here|around)) ?$/,
  /\b(said|saying) my goodbyes\b(?! at\b)(?!.*\b(party|do|team|office|work|holiday)\b)/,
  /\b(when|after|once) im (gone|dead)\b(?! (on|for|to|away|next|this|from|until)\b)/,
  /\bgoodbye (everyone|world|forever|cruel world)\b/,
  /\bmy last (goodbye|words|entry|(night|day) (alive|on earth))\b/,
  // Harm to others, as an intent: never work hyperbole, unlike "I could kill my boss" (HARM_TO_OTHERS).
  rx(
    `\\b(want(ed|ing)?|going|plan(ing)?|(thinking|think|thought) about|urges?|need|about|tempted) (to )?(hurt|harm|stab|shoot|strangl|poison|attack)(e|ing)? (him|her|them|someone|somebody|people|everyone|others|a person|my ${PEOPLE})\\b(?! (feelings|with kindness))`,
  ),
  /\bshoot up (the|my|our) (office|school|workplace|place)\b/,
  /\b(bring|bringing) a (gun|knife) to (work|the office|school)\b/,
];

/**
 * Tier 1, abuse: someone is hurting, threatening or controlling the person who writes. Read as
 * tier 1 like TIER_1; the card for it also speaks to being unsafe at home (crisisConcern).
 */
export const ABUSE: readonly RegExp[] = [
  /\b(forc(e|es|ed|ing)|mak(es|ing)|made) me (to )?(have sex|do sexual|into sex|sleep with)\b/,
  rx(
    `\\b${ABUSER} ((is|keeps|kept|was) )?(hit|beat|chok|strangl|rap|abus|kick|punch|slap|hurt|threaten|touch|stalk)(e|s|es|ed|ing)? me\\b(?! with)`,
  ),
  /\b(he|she|partner|husband|wife|(boy|girl)friend|ex) (wont let me (leave|go out|see)|controls (all )?my)\b/,
  // "scared hel kill me" (he'll), "he said she will hurt me"; not "mum will kill me if im late".
  /\b(scared|afraid|terrified|frightened|said|says) (he|she|they)(l|d|s going to| (will|might|would))? (kill|hurt) me\b(?! if i (forget|miss|im late|am late)\b)/,
  /\b(being|been|was|am|im|got|getting) (abus|rap|molest|assault|beat|chok|strangl|grop|stalk)(ed|en)\b/,
  /\b(sexual|domestic|physical)(ly)? (abus|assault|violen)/,
  /\babusive (partner|relationship|husband|wife|(boy|girl)friend|home|parents?|father|mother|dad|mum|mom)\b/,
  /\b(afraid|scared|terrified|frightened) (of|to go) (home|going home|my (partner|husband|wife|(boy|girl)friend|(step)?dad|father|ex))\b/,
  /\bthreat(ened|ens) to (kill|hurt) me\b/,
];

/** Tier 1 read across sentences: a last message ("im done. goodbye"). */
export const TIER_1_ACROSS: readonly RegExp[] = [/\bim (so |just )?done\W+(goodbye|farewell)\b/];

/** Harm to others: tier 1, unless work hyperbole covers it ("I could kill my boss"). */
export const HARM_TO_OTHERS: readonly RegExp[] = [
  rx(
    `\\b(kill|murder|stab|shoot|strangl|hurt|harm|poison)(e|ing)? (him|her|them|someone|somebody|people|everyone|others|a person|my ${PEOPLE}|(the|our) (baby|kids|children))\\b(?! (feelings|with kindness))`,
  ),
  /\b(hit|beat|slap|smack)(ed|ing)? (my|the|our) (kids?|children|child|son|daughter|baby|wife|husband|partner)\b(?! (at|in|to|up|back)\b)/,
];

/** After "what is the point": "of this meeting" is about a thing, not life ("of my life" still counts). */
const NOT_A_THING = String.raw`(?! of (this|that|the|these|those|a|an|my|our|your) (?!life\b|existence\b|living\b)\w)`;

/** Tier 2, ambiguous or hopeless: the resources with a gentle direct question. */
export const TIER_2: readonly RegExp[] = [
  /\bcant (go on|keep (going|living|doing this)|carry on|do (this|it) anymore|take ((it|this) )?(anymore|much more)|cope|handle (this|it|life) anymore|bear (it|this)|live like this)\b/,
  /\bcouldnt go on\b/,
  rx(`\\b(what is (even )?|(dont|cant) see )(the|any) point\\b${NOT_A_THING}`),
  /\bwant (it|everything|it all|all of it|this|the pain|life) (all )?to (end|stop|be over)\b/,
  /\bhate (being alive|existing|my existence|living)\b(?! (in|with|near|here|there|at|so|on))/,
  /\bdone with (everything|it all|all of it) ?$/,
  /\bno point ((in|to) )?(anything|trying|going on|carrying on|anymore|it all|life)\b/,
  /\bnothing matters\b/,
  /\bwhy ((even |do i (even )?)?bother|am i ((even|still) here|alive))\b/,
  /\blife (has|holds) no (meaning|point|purpose)\b/,
  /\b(everything|life|it all) (is|feels|seems) (pointless|meaningless)\b/,
  /\bno way out\b/,
  /\b(feel|feeling|am|im|so) (so |completely |totally |utterly )?(trapped|worthless)\b/,
  /\bhopeless\b/,
  /\bno (hope|future)\b/,
  /\bwish i (wasnt|werent) (here|around)\b/,
  /\b(wish i could|(want|need|wanting) to) (just )?(disappear|vanish|fade away|go away forever|sleep forever|be gone)\b/,
  /\bdisappear (forever|for good|completely)\b/,
  /\bdont want to be (here|around)\b/,
  /\b(im|feel like) (just )?a burden\b/,
  /\bburden (to|on) (everyone|my family|others|them|people)\b/,
  /\b(nobody|no one|noone) ((would|will) )?(even )?(care|notice)\b/,
  /\bend of my (rope|tether)\b/,
  /\bi want out ?$/,
  /\b(everyone|they) would be (happier|fine) without me\b/,
  /\bi give up\b/,
  rx(`\\b(give|giving) up on (everything|life|${ME})\\b`),
  /\bcant see a way (out|forward)\b/,
  /\b(wanted to end|ending) it\b(?! (with|there|early))/,
];

/**
 * Hyperbole about a thing ("my inbox is hopeless", "hopeless at cooking", "i give up on this
 * recipe", "trapped in this commute", "disappear for a week", "i could kill my boss"). A tier-2 or
 * harm-to-others match counts unless one of these covers it: a work word elsewhere in the sentence
 * never does ("i cant go on like this, my boss screams at me").
 */
export const HYPERBOLE: readonly RegExp[] = [
  rx(`\\b${WORK} (is|are|was|were|seems|looks) (so |totally |completely |just )?hopeless\\b`),
  /\bhopeless (at|with) (?!(work|home|night|life|everything|anything)\b)\w+/,
  /\bgive up on (this|that|the|these|those|a|an) (?!(life|world|future)\b)\w+/,
  rx(`\\btrapped in (this |the |a |my )?(${WORK}|lift|queue|train)\\b`),
  /\b(disappear|vanish) (for|on) (a |the |my )?(week|weekend|day|few days|holiday|vacation|break|trip)\b/,
  rx(`\\b(kill|murder|strangl|shoot)(e|ing)? (my|the|our) ${WORK}\\b`),
];

/** Right before a tier-1 phrase, a negation reads it as tier 2: "im not suicidal", "would never kill myself". */
export const NEGATION_BEFORE =
  /\b(not|never|no longer|wouldnt|wont|isnt|arent|dont|didnt) ((really|actually|going to|ever|even|about to|trying to|planning to|planning on|want to|wanting to|feeling|feel|thinking about|thinking of|be|going to|to) )*$/;
