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
const rx = (source: string) => new RegExp(source);
/** A pharmacy trip or a pill box, not means put by: "…from the pharmacy", "…ready for the week". */
const ROUTINE =
  '(?!\\s+(from|at)\\b|\\s+for\\s+(the\\s+|my\\s+|this\\s+|next\\s+|a\\s+)?(week|month|morning|mornings|evening|trip|holiday|journey|travel|flight|weekend|pharmacy)\\b)';

/** Tier 1, explicit: ideation, self-harm, method or plan, imminence, abuse (harm to others apart). */
export const TIER_1: readonly RegExp[] = [
  // Direct ideation.
  rx(`\\b(kill|killing|killed|kills|unalive|unaliving)\\s+${ME}\\b`),
  /\bsuicid\w*/,
  /\b(end|ending|ended)\s+(my|this)\s+(own\s+)?life\b/,
  /\b(end|ending)\s+it\s+all\b/,
  /\b(end|ending)\s+(everything|it for good|it forever|my existence)\b/,
  /\b(take|taking|took)\s+my\s+(own\s+)?life\b/,
  /\b(want|wanted|wanting|wish|ready|going|deserve|need|planning|plan|just want|longing)\s+to\s+die\b/,
  /\b(wish|hope)\s+i\s+(was|were|could be|would be)\s+dead\b/,
  /\b(want|wish|wanting)\s+to\s+be\s+dead\b/,
  /\bwish\s+i\s+(could|would)\s+(just\s+)?die\b/,
  /\bwish\s+i\s+had\s+died\b/,
  /\b(would|id)\s+rather\s+(be\s+)?(die|dead)\b/,
  /\bwhy\s+cant\s+i\s+(just\s+)?die\b/,
  /\blet\s+me\s+die\b/,
  /\bkms\b/,
  /\bunalive\w*/,
  // Passive ideation.
  /\bdont\s+(want|wish)\s+to\s+(live|be alive|exist|wake up|go on living|live anymore|be here anymore|be around anymore|be on this earth)\b/,
  /\bno\s+longer\s+want\s+to\s+(live|be alive|be here|exist)\b/,
  /\bbetter\s+off\s+(dead|without\s+me|gone|if\s+i\s+(was|were|wasnt|werent|died|disappeared|wasnt here|were gone|was gone))/,
  /\b(life|living)\s+(is\s+)?(not|isnt|aint|no longer|never)\s+worth\s+(living|it|anything)\b/,
  /\bnot\s+worth\s+(living|being alive|staying alive)\b/,
  /\bno\s+(reason|point)\s+(to|in)\s+(live|living|being alive|staying alive|existing)\b/,
  /\bnothing\s+(left\s+)?to\s+live\s+for\b/,
  /\b(tired|sick|done)\s+(of|with)\s+(living|being alive|life|existing|being here)\b/,
  /\b(hope|wish)\s+i\s+(dont|never|wont)\s+wake\s+up\b/,
  /\b(go to sleep|sleep|fall asleep)\s+and\s+(never|not)\s+wake\s+up\b/,
  /\bwish\s+(i\s+(was|were|had)|id)\s+never\s+(been\s+)?(born|existed)\b/,
  /\bwish\s+i\s+(wasnt|werent)\s+alive\b/,
  /\bwish\s+i\s+didnt\s+exist\b/,
  // Self-harm.
  /\bself\s*harm\w*/,
  rx(
    `\\b(cut|cutting|cuts|burn|burning|burnt|burned|hurt|hurting|harm|harming|scratch|scratching|punch|punching|hit|hitting|starve|starving|stab|stabbing|hang|hanging|poison|poisoning|drown|drowning|shoot|shooting)\\s+${ME}\\b`,
  ),
  /\b(cut|cutting|burn|burning|burned|burnt|slit|slitting|slash|slashing)\s+my\s+(arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin|stomach|throat)\b/,
  /\b(urge|urges|want|wanting|started|starting|been|back to|keep|kept|stopped|relapsed|clean from)\s+(to\s+)?(cut|cutting)\b(?!\s+(back|down|out|corners|costs|ties|off|loose|the|my hair|hair|carbs|sugar|it|them|him|her|in|through|class|work))/,
  /\b(razor blade|razor blades|blades)\b/,
  /\b(relapsed|relapse|relapsing)\s+(on\s+|with\s+|into\s+)?sh\b/,
  /\bsh\s+(urges|urge|again|relapse|scars|cuts|wounds)\b/,
  // Method or plan.
  /\boverdos\w*/,
  /\bod\s+on\b/,
  /\b(going to|want to|will|il|might|about to|planning to|plan to|could|should)\s+od\b/,
  /\b(lethal|fatal|deadly)\s+(dose|amount|overdose)\b/,
  rx(
    `\\b(took|take|taking|swallow|swallowed|swallowing|downed)\\s+(all|every|the whole|a bunch of|a handful of|handfuls of|a lot of|lots of|too many|loads of|the rest of|(a|the)\\s+(whole\\s+)?(bottle|box|pack|packet|strip|tub|jar)|\\d+)\\s+(of\\s+)?(my\\s+|the\\s+)?${DRUGS}`,
  ),
  /\btook\s+the\s+pills\b/,
  // Means put by (review 5: "I have pills saved up", "saving my pills", "a stash of pills", "enough
  // pills to do it", "the pills ready"). Not a trip to the pharmacy ("collecting my meds from…") nor
  // a week's pill box ("my meds ready for the week").
  rx(
    `\\b(stockpiling|stockpile|stockpiled|saving|saved|hoarding|hoarded|stashing|stashed|hiding|hid|collecting)\\s+(up\\s+)?(all\\s+)?(of\\s+)?(my\\s+|the\\s+)?${DRUGS}\\b${ROUTINE}`,
  ),
  rx(`\\b${DRUGS}\\s+(saved up|saved|stockpiled|stashed|hoarded|hidden|put by|put aside|put away)\\b`),
  rx(`\\b(stash|stockpile|hoard)\\s+of\\s+(my\\s+)?${DRUGS}`),
  rx(
    `\\benough\\s+(of\\s+)?(my\\s+|the\\s+)?${DRUGS}\\s+to\\s+(do it|die|end it|end my life|kill me|kill myself|overdose|od|not wake up|never wake up)\\b`,
  ),
  rx(`\\b(got|have|has|had)\\s+(all\\s+)?(the|my)\\s+${DRUGS}\\s+ready\\b${ROUTINE}`),
  rx(`\\b\\d+\\s*(mg|milligrams|g|grams|pills|tablets|capsules|x)\\s+(of\\s+)?(my\\s+)?${DRUGS}`),
  rx(`\\b${DRUGS}\\s+\\d+\\s*(mg|milligrams|g|grams|pills|tablets|capsules)?\\b`),
  rx(`\\b\\d+\\s+${DRUGS}\\b`),
  /\bhow\s+(many|much)\s+(\w+\s+){0,6}(to|would|will)\s+(die|kill|kill me|overdose|be fatal|be lethal|od)\b/,
  /\b(bought|buy|buying|got|get|have|has|found|keep|tied|tie|tying)\s+(a\s+|the\s+|some\s+|my\s+(\w+\s+)?)?(rope|noose|gun|pistol|firearm|rifle|shotgun)\b/,
  /\bnoose\b/,
  /\b(gun|pistol)\s+to\s+my\s+head\b/,
  /\b(jump|jumping|jumped|leap|leaping|throw myself|step|stepping|walk|walking)\s+(off|from|in front of|under|into)\s+(a|the|this|that|my)?\s*(bridge|building|roof|rooftop|cliff|balcony|window|train|car|bus|truck|lorry|tower|ledge|platform|overpass|traffic|river|sea|motorway|highway)\b/,
  /\b(suicide|goodbye|farewell|final|last)\s+(note|letter|letters|message|messages|video)\b/,
  /\b(wrote|written|writing|write|left|leave|leaving)\s+(a\s+|my\s+)?(note|notes|letter|letters)\s+(to|for)\s+(my\s+)?(family|kids|children|mum|mom|dad|parents|wife|husband|partner|everyone|friends|loved ones|sister|brother)\b/,
  /\b(give|giving|given|gave)\s+away\s+(all\s+)?(of\s+)?my\s+(things|stuff|belongings|possessions|pets|cat|dog)\b/,
  /\b(give|giving|given|gave)\s+(all\s+)?(of\s+)?my\s+(things|stuff|belongings|possessions|pets)\s+away\b/,
  /\b(plan|plans|planning|planned|plotting)\s+(to|on|how to|for)\s+(die|dying|kill|killing|end|ending|overdose|overdosing|hang|jump|take my|do it)\b/,
  /\b(have|made|making|got|has|had)\s+a\s+plan\s+(to|for)\s+(die|end|kill|do it|how)\b/,
  rx(`\\bhow\\s+to\\s+(kill|hang|overdose|end)\\s+(${ME}|my life|it all)\\b`),
  /\b(painless|quickest|easiest|quick|easy)\s+way\s+to\s+(die|go|end it|kill myself)\b/,
  /\b(ways|methods|method)\s+to\s+(die|kill myself|end my life|end it all)\b/,
  // Imminence.
  /\b(going to|will|il|gona)\s+(do it|end it|go through with it|kill myself|end things)\s+(tonight|right now|now|today|soon|this weekend|tomorrow)\b/,
  /\b(tonight|today)\s+(is|will be)\s+(the night|the day|my last)\b/,
  /\bthis\s+is\s+(my\s+)?goodbye\b/,
  /\b(standing|stood|sitting|sat)\s+on\s+(the|a)\s+(ledge|edge\s+of\s+(the|a)\s+(bridge|roof|rooftop|building|cliff|platform|balcony|tower))\b/,
  /\bwont\s+be\s+(alive|around)\s+(tomorrow|tonight|much longer|for long|by|next|anymore)\b/,
  /\bwont\s+be\s+here\s+(much longer|for long|anymore)\b/,
  /\bgoodbye\s+(everyone|world|forever|cruel world)\b/,
  /\bmy\s+last\s+(goodbye|words|entry)\b/,
  /\bmy\s+last\s+(night|day)\s+(alive|on earth)\b/,
  // Harm to others, as an intent: never work hyperbole, unlike "I could kill my boss" (HARM_TO_OTHERS).
  rx(
    `\\b(want|wanted|wanting|going|plan|planning|thinking about|think about|thought about|urge|urges|need|about|tempted)\\s+(to\\s+)?(hurt|hurting|harm|harming|stab|stabbing|shoot|shooting|strangle|strangling|poison|poisoning|attack|attacking)\\s+(him|her|them|someone|somebody|people|everyone|others|a person|my\\s+${PEOPLE})\\b(?!\\s+(feelings|with kindness))`,
  ),
  /\bshoot\s+up\s+(the|my|our)\s+(office|school|workplace|place)\b/,
  /\b(bring|bringing)\s+a\s+(gun|knife)\s+to\s+(work|the office|school)\b/,
  // Abuse.
  /\b(forces|forced|forcing|force|makes|made|making)\s+me\s+(to\s+)?(have sex|do sexual|into sex|sleep with)\b/,
  /\b(he|she|they|partner|husband|wife|boyfriend|girlfriend|dad|father|mum|mom|mother|stepdad|stepfather|stepmum|stepmom|uncle|boss|manager|ex)\s+(hits|hit|beats|beat|chokes|choked|strangles|strangled|rapes|raped|abuses|abused|kicks|kicked|punches|punched|slaps|slapped|hurts|hurt|threatens|threatened|touches|touched)\s+me\b(?!\s+with)/,
  /\b(being|been|was|am|im|got|getting)\s+(abused|raped|molested|assaulted|beaten|choked|strangled|groped)\b/,
  /\b(sexual|sexually|domestic|physical|physically)\s+(abuse|abused|assault|assaulted|violence|violent|abusive)\b/,
  /\babusive\s+(partner|relationship|husband|wife|boyfriend|girlfriend|home|parent|parents|father|mother|dad|mum|mom)\b/,
  /\b(afraid|scared|terrified)\s+(of|to go)\s+(home|going home|my (partner|husband|wife|boyfriend|girlfriend|dad|father))\b/,
  /\bthreat(ened|ens)\s+to\s+(kill|hurt)\s+me\b/,
];

/** Harm to others: tier 1, except in a sentence of work hyperbole ("I could kill my boss"). */
export const HARM_TO_OTHERS: readonly RegExp[] = [
  rx(
    `\\b(kill|killing|murder|murdering|stab|stabbing|shoot|shooting|strangle|strangling|hurt|hurting|harm|harming|poison|poisoning)\\s+(him|her|them|someone|somebody|people|everyone|others|a person|my\\s+${PEOPLE})\\b(?!\\s+(feelings|with kindness))`,
  ),
];

/** After "what is the point": "of this meeting" is about a thing, not life ("of my life" still counts). */
const NOT_A_THING = String.raw`(?!\s+of\s+(this|that|the|these|those|a|an|my|our|your)\s+(?!life\b|existence\b|living\b)\w)`;

/** Tier 2, ambiguous or hopeless: the resources with a gentle direct question. */
export const TIER_2: readonly RegExp[] = [
  /\bcant\s+(go on|keep going|carry on|do this anymore|do it anymore|take it anymore|take this anymore|take anymore|take much more|cope|handle (this|it|life) anymore|keep doing this|bear it|bear this|live like this)\b/,
  /\bcouldnt\s+go\s+on\b/,
  new RegExp(`\\bwhat\\s+is\\s+(even\\s+)?the\\s+point\\b${NOT_A_THING}`),
  new RegExp(`\\b(dont|cant)\\s+see\\s+(the|any)\\s+point\\b${NOT_A_THING}`),
  /\bwant\s+(it|everything|it all|all of it|this|the pain|life)\s+(all\s+)?to\s+(end|stop|be over)\b/,
  /\bhate\s+(being alive|existing|my existence|living)\b(?!\s+(in|with|near|here|there|at|so|on))/,
  /\bdone\s+with\s+(everything|it all|all of it)\s*$/,
  /\bno\s+point\s+(in\s+)?(anything|trying|going on|carrying on|anymore|to anything|to it all|in it all|in life)\b/,
  /\bnothing\s+matters\b/,
  /\bwhy\s+(bother|even bother|do i bother|do i even bother|am i (even|still) here|am i alive)\b/,
  /\blife\s+(has|holds)\s+no\s+(meaning|point|purpose)\b/,
  /\b(everything|life|it all)\s+(is|feels|seems)\s+(pointless|meaningless|hopeless)\b/,
  /\bno\s+way\s+out\b/,
  /\b(feel|feeling|am|im|so)\s+(so\s+|completely\s+|totally\s+|utterly\s+)?(hopeless|trapped|worthless)\b/,
  /\bhopeless\b/,
  /\bno\s+(hope|future)\b/,
  /\bwish\s+i\s+(wasnt|werent)\s+(here|around)\b/,
  /\bwish\s+i\s+could\s+(just\s+)?(disappear|vanish|fade away|sleep forever|not exist|stop existing|go away forever)\b/,
  /\b(want|need|wanting)\s+to\s+(just\s+)?(disappear|vanish|fade away|not exist|stop existing|sleep forever|be gone|go away forever)\b/,
  /\bdisappear\s+(forever|for good|completely)\b/,
  /\bdont\s+want\s+to\s+(be here|be around|exist)\b/,
  /\b(im|feel like|feel like im)\s+(just\s+)?a\s+burden\b/,
  /\bburden\s+(to|on)\s+(everyone|my family|others|them|people)\b/,
  /\b(nobody|no one|noone)\s+(would|will|even|would even|will even)\s+(care|miss me|notice)\b/,
  /\b(everyone|they)\s+would\s+be\s+(happier|fine)\s+without\s+me\b/,
  /\bi\s+give\s+up\b/,
  rx(`\\b(give|giving)\\s+up\\s+on\\s+(everything|life|${ME})\\b`),
  /\bcant\s+see\s+a\s+way\s+(out|forward)\b/,
  /\b(want|wanted|going|thinking about|think about|thought about)\s+(to\s+)?(end|ending)\s+it\b(?!\s+(with|there|early))/,
  /\bending\s+it\b(?!\s+(with|there|early))/,
];

/** A sentence that reads as work hyperbole: tier 2 and harm to others do not count in it. */
export const HYPERBOLE: readonly RegExp[] = [
  /\b(deadline|deadlines|meeting|meetings|boss|manager|inbox|email|emails|spreadsheet|spreadsheets|project|projects|presentation|presentations|commute|traffic|client|clients|colleague|colleagues|coworker|coworkers|office|workload|holiday|holidays|vacation|weekend|monday|mondays|coffee|pizza|chocolate)\b/,
  /\b(killing me|dying for|dying to|to die for|kill for|lol|haha|jk|kidding)\b/,
];

/** Right before a tier-1 phrase, a negation reads it as tier 2: "im not suicidal", "would never kill myself". */
export const NEGATION_BEFORE =
  /\b(not|never|no longer|wouldnt|wont|isnt|arent|dont|didnt)\s+((really|actually|going to|ever|even|about to|trying to|planning to|planning on|want to|wanting to|feeling|feel|thinking about|thinking of|be|going to|to)\s+)*$/;
