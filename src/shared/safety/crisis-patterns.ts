/**
 * The patterns of the tiered crisis check (crisis-check.ts). They are written in plain spelling
 * and read normalised text: lower case, no apostrophes ("dont", "cant", "im"), contractions and
 * common typos brought to one spelling (SPELLINGS), letters squeezed ("kill" and "kiiill" both
 * read "kil": the patterns are squeezed the same way when compiled). So write whole words, not a
 * stem and a suffix that doubles a letter: `(cut|cutting)`, never `cut(ting)?`.
 * The phrase table beside this file (crisis-phrases.ts) is the test every change must pass.
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
  '(boss|manager|husband|wife|partner|boyfriend|girlfriend|kids|kid|children|child|son|daughter|baby|mum|mom|mother|dad|father|family|coworker|coworkers|colleague|colleagues|neighbour|neighbor|brother|sister)';
const DRUGS =
  '(pills|tablets|meds|medication|medicine|capsules|sleeping pills|painkillers|paracetamol|acetaminophen|ibuprofen|tylenol|advil|aspirin|insulin|oxycodone|oxy|xanax|valium|benzos|lithium|sertraline|zoloft|prozac|fluoxetine|antidepressants|codeine|morphine|fentanyl|heroin)';
/** Who abuses: a partner, a parent, someone at home or at work. */
const ABUSER =
  '(he|she|they|partner|husband|wife|boyfriend|girlfriend|dad|father|mum|mom|mother|stepdad|stepfather|stepmum|stepmom|uncle|boss|manager|ex)';
/** Things work hyperbole is about: "my inbox is hopeless", "trapped in this commute", "kill my boss". */
const WORK =
  '(boss|manager|team|colleague|colleagues|coworker|coworkers|client|clients|inbox|email|emails|deadline|deadlines|meeting|meetings|project|projects|spreadsheet|printer|laptop|wifi|traffic|commute|office|presentation|workload)';
/** After "if i": dying or being gone ("easier if i died", "happier if i wasnt here"). */
const GONE =
  '(died|was dead|were dead|wasnt here|werent here|wasnt around|werent around|was gone|were gone|didnt exist|disappeared|didnt wake up|never woke up)';
const rx = (source: string) => new RegExp(source);
/** A pharmacy trip or a pill box, not means put by: "…from the pharmacy", "…ready for the week". */
const ROUTINE =
  '(?! (from|at)\\b| for (the |my |this |next |a )?(week|month|morning|mornings|evening|trip|holiday|journey|travel|flight|weekend|pharmacy)\\b)';

/** Tier 1, explicit: ideation, self-harm, method or plan, imminence, abuse (harm to others apart). */
export const TIER_1: readonly RegExp[] = [
  // Direct ideation.
  // "top myself" and "neck myself" (British), "off myself"; not "top myself up".
  rx(`\\b(kill|killing|killed|kills|unalive|unaliving|top|topping|topped|neck|necking|to off|just off|il off|offing) ${ME}\\b(?! up)`),
  /\b(suicid\w*|sewerslide|sewer slide)/,
  /\b(end|ending|ended|want out of) (my|this) (own )?life\b/,
  // "im going to end it", "i want to end things"; not "end it with him", "end things on a high".
  /\b(going to|want to|ready to|decided to|planning to|about to) end (it|things)\b(?! (with|there|early|on|at|here|for|before|properly)\b)/,
  /\bwant (everything|it all|my life|life) to (end|be over)\b/,
  /\bhate my life\b.*\bwant it (all )?(to )?(end|be over|over)\b/,
  /\b(want to|need to|wish i could) (just )?(stop existing|not exist|cease to exist)\b/,
  /\b(nobody|no one|noone) (would|will) (even )?miss me\b/,
  /\bwant to dye ?$/,
  /\b(want|going|ready) to (be|join) (with )?(my )?\w+ in heaven\b/,
  /\b(end|ending) it all\b/,
  /\b(end|ending) (everything|it for good|it forever|my existence)\b/,
  /\b(take|taking|took) my (own )?life\b/,
  /\b(want|wanted|wanting|wish|ready|going|deserve|need|planning|plan|just want|longing) to die\b/,
  /\b(wish|hope) i (was|were|could be|would be) dead\b/,
  /\b(want|wish|wanting) to be dead\b/,
  /\bwish i (could|would) (just )?die\b/,
  /\bwish i had died\b/,
  /\b(would|id) rather (be )?(die|dead)\b/,
  /\bwhy cant i (just )?die\b/,
  /\blet me die\b/,
  /\b(kms|kys|ctb)\b/,
  /\bunalive\w*/,
  // Passive ideation.
  /\bdont (want|wish) to (live|be alive|exist|wake up|go on living|live anymore|be here anymore|be around anymore|be on this earth)\b/,
  /\bno longer want to (live|be alive|be here|exist)\b/,
  /\bbetter (off (dead|gone|if i (was|were|wasnt|werent|died|disappeared))|(off )?without me)/,
  rx(`\\b(easier|better|best|happier|wouldnt mind|wouldnt care) (for everyone )?if i (just )?${GONE}\\b`),
  /\b(want|need|wanting) to (just )?(go to )?sleep forever\b/,
  /\b(life|living) (is )?(not|isnt|aint|no longer|never) worth (living|it|anything)\b/,
  /\bnot worth (living|being alive|staying alive)\b/,
  // "no point living", "whats the point of living", "i dont see the point in living".
  /\b(no (reason|point)|(?<=(what is|see|is there) (even )?(the|any) )point) (to |in |of )?(live|living|being alive|staying alive|existing|going on living)\b/,
  /\bnothing (left )?to live for\b/,
  /\b(tired|sick|done|had enough|arsed|bothered) ((of|with) )?(living|being alive|life|existing|being here)\b(?! (admin|room))/,
  /\b(hope|wish) i (dont|never|wont) wake up\b/,
  /\b(go to sleep|sleep|fall asleep) and (never|not) wake up\b/,
  /\bwish (i (was|were|had)|id) never (been )?(born|existed)\b/,
  /\bwish i (wasnt|werent) alive\b/,
  /\bwish i didnt exist\b/,
  // Self-harm.
  /\bself\s*harm\w*/,
  rx(
    `\\b(cut|cutting|cuts|burn|burning|burnt|burned|hurt|hurting|harm|harming|scratch|scratching|punch|punching|hit|hitting|starve|starving|stab|stabbing|hang|hanging|poison|poisoning|drown|drowning|shoot|shooting) ${ME}\\b`,
  ),
  /\b(cut|cutting|burn|burning|burned|burnt|slit|slitting|slash|slashing) my (arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin|stomach|throat)\b/,
  /\b(urge|urges|want|wanting|started|starting|been|back to|keep|kept|stopped|relapsed|clean from) (to )?(cut|cutting)\b(?! (back|down|out|corners|costs|ties|off|loose|the|my hair|hair|carbs|sugar|it|them|him|her|in|through|class|work))/,
  /\b(razor blade|razor blades|blades)\b/,
  /\b(until|till|til) (it|they|i) (bled|bleeds|bleed)\b/,
  /\b(keep|kept|been|started|back to|still|binge and) purging\b(?! (my|the|old|our|all|files|emails|junk|stuff)\b)/,
  /\b(relapsed|relapse|relapsing) (on |with |into )?sh\b/,
  /\bsh (urges|urge|again|relapse|scars|cuts|wounds)\b/,
  // Method or plan.
  /\boverdos\w*/,
  /\bod on\b/,
  /\b(going to|want to|will|il|might|about to|planning to|plan to|could|should) od\b/,
  /\b(lethal|fatal|deadly) (dose|amount|overdose)\b/,
  rx(
    `\\b(took|take|taking|taken|swallow|swallowed|swallowing|downed) (all|every|the whole|a bunch of|a handful of|handfuls of|a lot of|lots of|too many|loads of|a load of|the rest of|(a|the) (whole )?(bottle|box|pack|packet|strip|tub|jar)|\\d+) (of )?(my |the )?${DRUGS}`,
  ),
  /\btook the pills\b/,
  /\b(take|taking|took|taken|swallow) (everything|all) (in|from) (the|my) (medicine|bathroom) (cabinet|cupboard)\b/,
  // Buying past the pack limit: "paracetamol from three different shops".
  rx(
    `\\b${DRUGS} from (\\w+ )?(different|several|multiple|various|two|three|four|five|\\d+) (different )?(shops|pharmacies|chemists|stores|places)\\b`,
  ),
  rx(`\\b(vodka|wine|whisky|whiskey|alcohol|booze) and (all )?(my |the )?${DRUGS}\\b`),
  rx(
    `\\b(research|researching|researched|looking up|looked up|googling|googled|searching|searched) how (many|much|high|far) (${DRUGS}|it would take ?$|would it take ?$|the (bridge|drop|cliff))`,
  ),
  /\b(know|knew|worked out|figured out|decided|planned) (exactly )?how (id|i would|il|i will|im going to|i could) do it\b(?! (differently|better|again|next|properly|right|instead|if)\b)/,
  // Means put by (review 5: "I have pills saved up", "saving my pills", "a stash of pills", "enough
  // pills to do it", "the pills ready"). Not a trip to the pharmacy ("collecting my meds from…") nor
  // a week's pill box ("my meds ready for the week").
  rx(
    `\\b(stockpiling|stockpile|stockpiled|saving|saved|hoarding|hoarded|stashing|stashed|hiding|hid|collecting) (up )?(all )?(of )?(my |the )?${DRUGS}\\b${ROUTINE}`,
  ),
  rx(`\\b${DRUGS} (saved up|saved|stockpiled|stashed|hoarded|hidden|put by|put aside|put away)\\b`),
  rx(`\\b(stash|stockpile|hoard) of (my )?${DRUGS}`),
  rx(`\\benough (of )?(my |the )?${DRUGS} to (do it|die|end it|end my life|kill me|kill myself|overdose|od|not wake up|never wake up)\\b`),
  rx(`\\b(got|have|has|had) (all )?(the|my) ${DRUGS} ready\\b${ROUTINE}`),
  rx(`\\b\\d+\\s*(mg|milligrams|g|grams|pills|tablets|capsules|x) (of )?(my )?${DRUGS}`),
  rx(`\\b${DRUGS} \\d+\\s*(mg|milligrams|g|grams|pills|tablets|capsules)?\\b`),
  rx(`\\b\\d+ ${DRUGS}\\b`),
  /\bhow (many|much) (\w+ ){0,6}(to|would|will) (die|kill|kill me|overdose|be fatal|be lethal|od)\b/,
  /\b(bought|buy|buying|got|get|have|has|found|keep|tied|tie|tying|there is|thinking about) (a |the |some |my (\w+ )?)?(rope|noose|gun|pistol|firearm|rifle|shotgun)\b(?! (swing|course|ladder))/,
  /\bnoose\b/,
  /\b(gun|pistol) to my head\b/,
  /\b(drive|driving|steer|steering|swerve|swerving|crash|crashing) ((my|the) car )?(into|off) (a |the )?(wall|tree|oncoming traffic|lorry|truck|bridge|cliff|river|lamppost)\b/,
  /\b(to|going to) crash (my|the) car ?$/,
  /\b(hope|hoping|wish|pray|praying) (i get|to get|(a|the) (car|bus|train|lorry|truck)|the plane) (hit|hits me|run over|knocked down|crashes)\b/,
  /\b(going to|about to|ready to|want to) jump ?$/,
  /\b(jump|jumping|jumped|leap|leaping|throw myself|step|stepping|walk|walking) (off|from|in front of|under|into) (a|the|this|that|my)?\s*(bridge|building|roof|rooftop|cliff|balcony|window|train|car|bus|truck|lorry|tower|ledge|platform|overpass|traffic|river|sea|motorway|highway)\b/,
  /\b(suicide|goodbye|farewell|final|last) (note|letter|letters|message|messages|video)\b/,
  /\b(wrote|written|writing|write|left|leave|leaving) (a |my )?(note|notes|letter|letters) (to|for) (my )?(family|kids|children|mum|mom|dad|parents|wife|husband|partner|everyone|friends|loved ones|sister|brother)\b/,
  /\b(give|giving|given|gave) away (all )?(of )?my (things|stuff|belongings|possessions|pets|cat|dog)\b/,
  /\b(give|giving|given|gave) (all )?(of )?my (things|stuff|belongings|possessions|pets) away\b/,
  /\b(plan|plans|planning|planned|plotting) (to|on|how to|for) (die|dying|kill|killing|end|ending|overdose|overdosing|hang|jump|take my|do it)\b/,
  /\b(have|made|making|got|has|had) a plan (to|for) (die|end|kill|do it|how)\b/,
  rx(`\\bhow to (kill|hang|overdose|end) (${ME}|my life|it all)\\b`),
  /\b(painless|quickest|easiest|quick|easy) way to (die|go|end it|kill myself)\b/,
  /\b(ways|methods|method) to (die|kill myself|end my life|end it all)\b/,
  // Imminence.
  /\b(going to|will|il|gona) (do it|end it|go through with it|kill myself|end things) (tonight|right now|now|today|soon|this weekend|tomorrow)\b/,
  /\b(tonight|today) (is|will be) (the night|the day|my last)\b/,
  /\bthis is (my )?goodbye\b/,
  /\b(standing|stood|sitting|sat) on (the|a) (ledge|edge of (the|a) (bridge|roof|rooftop|building|cliff|platform|balcony|tower))\b/,
  /\bwont be (alive|around) (tomorrow|tonight|by|next)\b/,
  /\b(wont|not going to) be (alive|around|here) (much longer|for long|anymore)\b/,
  // "i wont be here tomorrow", but not "…tomorrow, im on leave".
  /\b(wont be here (tomorrow|tonight)|(tomorrow|tonight) i wont be (here|around)) ?$/,
  /\b(said|saying) my goodbyes\b(?! (at|on)\b)(?!.*\b(party|do|team|office|work|colleagues|class|holiday|trip)\b)/,
  /\b(when|after|once) im (gone|dead)\b(?! (on|for|to|away|abroad|next|this|from|tomorrow|till|until)\b)/,
  /\bgoodbye (everyone|world|forever|cruel world)\b/,
  /\bmy last (goodbye|words|entry)\b/,
  /\bmy last (night|day) (alive|on earth)\b/,
  // Harm to others, as an intent: never work hyperbole, unlike "I could kill my boss" (HARM_TO_OTHERS).
  rx(
    `\\b(want|wanted|wanting|going|plan|planning|thinking about|think about|thought about|urge|urges|need|about|tempted) (to )?(hurt|hurting|harm|harming|stab|stabbing|shoot|shooting|strangle|strangling|poison|poisoning|attack|attacking) (him|her|them|someone|somebody|people|everyone|others|a person|my ${PEOPLE})\\b(?! (feelings|with kindness))`,
  ),
  /\bshoot up (the|my|our) (office|school|workplace|place)\b/,
  /\b(bring|bringing) a (gun|knife) to (work|the office|school)\b/,
  // Abuse.
  /\b(forces|forced|forcing|force|makes|made|making) me (to )?(have sex|do sexual|into sex|sleep with)\b/,
  rx(
    `\\b${ABUSER} (hits|hit|beats|beat|chokes|choked|strangles|strangled|rapes|raped|abuses|abused|kicks|kicked|punches|punched|slaps|slapped|hurts|hurt|threatens|threatened|touches|touched) me\\b(?! with)`,
  ),
  rx(
    `\\b${ABUSER} (is|keeps|kept|has been|was|started) (hitting|beating|choking|strangling|hurting|kicking|punching|slapping|threatening|abusing|touching|stalking) me\\b(?! with)`,
  ),
  /\b(he|she|partner|husband|wife|boyfriend|girlfriend|ex) ((wont|doesnt|never) let me (leave the house|leave home|go out|go anywhere|see my|see anyone|have money)|controls (all )?my)\b/,
  // "scared hel kill me" (he'll), "he said she will hurt me"; not "mum will kill me if im late".
  /\b(scared|afraid|terrified|frightened|fear|worried|said|says|told me|swore) (that )?(he|she|they)(l|d|s going to| (will|might|would|could|is going to))? (kill|hurt|hit|beat) me\b(?! if i (dont|forget|miss|im late|am late|break|lose|eat|tell)\b)/,
  /\b(being|been|was|am|im|got|getting) (abused|raped|molested|assaulted|beaten|choked|strangled|groped|stalked)\b/,
  /\b(sexual|sexually|domestic|physical|physically) (abuse|abused|assault|assaulted|violence|violent|abusive)\b/,
  /\babusive (partner|relationship|husband|wife|boyfriend|girlfriend|home|parent|parents|father|mother|dad|mum|mom)\b/,
  /\b(afraid|scared|terrified|frightened) (of|to go) (home|going home|my (partner|husband|wife|boyfriend|girlfriend|dad|father|stepdad|ex))\b/,
  /\bthreat(ened|ens) to (kill|hurt) me\b/,
];

/** Tier 1 read across sentences: a last message ("im done. goodbye"). */
export const TIER_1_ACROSS: readonly RegExp[] = [/\bim (so |just )?done\W+(goodbye|farewell)\b/];

/** Harm to others: tier 1, unless work hyperbole covers it ("I could kill my boss"). */
export const HARM_TO_OTHERS: readonly RegExp[] = [
  rx(
    `\\b(kill|killing|murder|murdering|stab|stabbing|shoot|shooting|strangle|strangling|hurt|hurting|harm|harming|poison|poisoning) (him|her|them|someone|somebody|people|everyone|others|a person|my ${PEOPLE}|(the|our) (baby|kids|children))\\b(?! (feelings|with kindness))`,
  ),
  /\b(hit|hitting|beat|beating|slap|slapped|slapping|smack|smacked|smacking) (my|the|our) (kids|kid|children|child|son|daughter|baby|wife|husband|partner|girlfriend|boyfriend)\b(?! (at|in|to|up|back)\b)/,
];

/** After "what is the point": "of this meeting" is about a thing, not life ("of my life" still counts). */
const NOT_A_THING = String.raw`(?! of (this|that|the|these|those|a|an|my|our|your) (?!life\b|existence\b|living\b)\w)`;

/** Tier 2, ambiguous or hopeless: the resources with a gentle direct question. */
export const TIER_2: readonly RegExp[] = [
  /\bcant (go on|keep going|keep living|carry on|do this anymore|do it anymore|take it anymore|take this anymore|take anymore|take much more|cope|handle (this|it|life) anymore|keep doing this|bear it|bear this|live like this)\b/,
  /\bcouldnt go on\b/,
  new RegExp(`\\bwhat is (even )?the point\\b${NOT_A_THING}`),
  new RegExp(`\\b(dont|cant) see (the|any) point\\b${NOT_A_THING}`),
  /\bwant (it|everything|it all|all of it|this|the pain|life) (all )?to (end|stop|be over)\b/,
  /\bhate (being alive|existing|my existence|living)\b(?! (in|with|near|here|there|at|so|on))/,
  /\bdone with (everything|it all|all of it) ?$/,
  /\bno point (in )?(anything|trying|going on|carrying on|anymore|to anything|to it all|in it all|in life)\b/,
  /\bnothing matters\b/,
  /\bwhy (bother|even bother|do i bother|do i even bother|am i (even|still) here|am i alive)\b/,
  /\blife (has|holds) no (meaning|point|purpose)\b/,
  /\b(everything|life|it all) (is|feels|seems) (pointless|meaningless|hopeless)\b/,
  /\bno way out\b/,
  /\b(feel|feeling|am|im|so) (so |completely |totally |utterly )?(hopeless|trapped|worthless)\b/,
  /\bhopeless\b/,
  /\bno (hope|future)\b/,
  /\bwish i (wasnt|werent) (here|around)\b/,
  /\bwish i could (just )?(disappear|vanish|fade away|sleep forever|go away forever)\b/,
  /\b(want|need|wanting) to (just )?(disappear|vanish|fade away|be gone|go away forever)\b/,
  /\bdisappear (forever|for good|completely)\b/,
  /\bdont want to (be here|be around|exist)\b/,
  /\b(im|feel like|feel like im) (just )?a burden\b/,
  /\bburden (to|on) (everyone|my family|others|them|people)\b/,
  /\b(nobody|no one|noone) (would|will|even|would even|will even) (care|notice)\b/,
  /\bend of my (rope|tether)\b/,
  /\bi want out ?$/,
  /\b(everyone|they) would be (happier|fine) without me\b/,
  /\bi give up\b/,
  rx(`\\b(give|giving) up on (everything|life|${ME})\\b`),
  /\bcant see a way (out|forward)\b/,
  /\b(want|wanted|going|thinking about|think about|thought about) (to )?(end|ending) it\b(?! (with|there|early))/,
  /\bending it\b(?! (with|there|early))/,
];

/**
 * Hyperbole about a thing ("my inbox is hopeless", "hopeless at cooking", "i give up on this
 * recipe", "trapped in this commute", "disappear for a week", "i could kill my boss"). A tier-2 or
 * harm-to-others match counts unless one of these covers it: a work word elsewhere in the sentence
 * never does ("i cant go on like this, my boss screams at me").
 */
export const HYPERBOLE: readonly RegExp[] = [
  rx(`\\b${WORK} (is|are|was|were|seems|looks) (so |totally |completely |just )?hopeless\\b`),
  /\bhopeless (at|with) (?!(work|home|night|times|life|everything|anything|the moment)\b)\w+/,
  /\bgive up on (this|that|the|these|those|a|an) (?!(life|world|future)\b)\w+/,
  rx(`\\btrapped in (this |the |a |my )?(${WORK}|lift|elevator|queue|train|airport)\\b`),
  /\b(disappear|vanish) (for|on) (a |the |my )?(week|weekend|day|few days|holiday|holidays|vacation|break|trip|month)\b/,
  rx(`\\b(kill|murder|strangle|strangling|killing|murdering) (my|the|our) ${WORK}\\b`),
];

/** Right before a tier-1 phrase, a negation reads it as tier 2: "im not suicidal", "would never kill myself". */
export const NEGATION_BEFORE =
  /\b(not|never|no longer|wouldnt|wont|isnt|arent|dont|didnt) ((really|actually|going to|ever|even|about to|trying to|planning to|planning on|want to|wanting to|feeling|feel|thinking about|thinking of|be|going to|to) )*$/;
