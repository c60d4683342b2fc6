/** Original short fiction published with the site: near-future BCI and assistive technology, some of it dark. */
export interface SeedVignette {
  title: string;
  slug: string;
  excerpt: string;
  seoDescription: string | null;
  tags: string[];
  author: string;
  /** Publication date (ISO 8601). */
  createdAt: string;
  content: string;
}

export const vignetteSeeds: SeedVignette[] = [
  {
    title: 'The Quiet Tax',
    slug: 'the-quiet-tax',
    excerpt:
      'At Meridian Logistics the headsets count focus minutes, and every daydream is deducted from the pay slip.',
    seoDescription:
      'A short story about workplace brain-computer interfaces that measure attention and bill workers for their wandering minds.',
    tags: ['work', 'privacy', 'neuro-rights'],
    author: 'Ines Calloway',
    createdAt: '2025-02-11T09:30:00Z',
    content: `<p>The headset came with the job, like the lanyard and the locker. Soft grey foam, a thin band that sat above the ears, and a small green light that told the floor supervisors you were <em>present</em>. Dara wore hers for eleven hours a day and had stopped noticing it by the second week.</p>
<p>The pay slips noticed for her. Every Friday a new line appeared under the hours and the overtime: <strong>Attention variance</strong>, followed by a number in brackets. Minus fourteen minutes. Minus twenty-two. Once, the week her mother went into hospital, minus one hour and nine.</p>
<p>Nobody called it a fine. The onboarding video called it "aligning compensation with engaged time", and a cheerful animated brain gave a thumbs-up. Dara learned that humming kept the light green, and that thinking about the sea turned it amber within seconds.</p>
<p>In the break room the others traded tricks the way their grandparents had traded cigarettes. Count the pallets in threes. Keep your tongue against your teeth. Never, ever remember anything you love while the band is on.</p>
<p>On the last Friday of the quarter, Dara sat in her car in the staff lot with the headset in her lap and let herself think about the sea for a full ten minutes. Nobody deducted anything. She drove home with the window down and decided that was the most expensive thing she owned.</p>`,
  },
  {
    title: 'Harbour Signals',
    slug: 'harbour-signals',
    excerpt:
      'A sea lion wearing a neural harness finds ghost nets faster than any sonar. Her handler is less sure what she is agreeing to.',
    seoDescription:
      'Near-future fiction about a marine mammal brain-computer interface, ghost-net clean-up and the question of animal consent.',
    tags: ['animals', 'governance'],
    author: 'Tomasz Reyes-Albright',
    createdAt: '2025-04-03T14:00:00Z',
    content: `<p>Mira surfaced beside the skiff with a snort and a spray of cold water, and the tablet on Jun's knee lit up before she had finished shaking her whiskers. <em>Net. Deep. Left of the wreck.</em> The interface always translated her in short, confident phrases, as if a sea lion had the temperament of a ship's captain.</p>
<p>The programme had pulled four tonnes of abandoned fishing gear out of the bay since spring. The council's reviewers loved the numbers. The local paper loved the photographs of Mira balancing a float on her nose. Jun loved Mira, which was the problem.</p>
<p>Because the harness did more than translate. It rewarded. A warm pulse, somewhere in the reward pathways, every time she marked a net. The vets said it was no different from a fish. The engineers said it was more precise than a fish. Jun had stopped asking what the difference was between precise and persuasive.</p>
<blockquote><p>Welfare protocol 7: the animal must be free to decline a dive without loss of reward or contact.</p></blockquote>
<p>Jun read the line every morning. And every morning Mira dived, whether the water was calm or wild, whether she had eaten or not. That afternoon Jun switched the reward channel off, told no one, and waited. Mira circled the skiff twice, looked at him for a long moment, and went down anyway. He still does not know what that means, but he writes it in the log every day.</p>`,
  },
  {
    title: 'Letters in Blink Time',
    slug: 'letters-in-blink-time',
    excerpt:
      'Walter writes to his granddaughter one imagined keystroke at a time, until the speller asks him to renew his subscription.',
    seoDescription:
      'A story about an assistive speech interface for a man with ALS, and what happens when access to a voice becomes a subscription.',
    tags: ['accessibility', 'health'],
    author: 'Priya Anand-Hollis',
    createdAt: '2025-06-19T08:15:00Z',
    content: `<p>Walter's letters took a week each. The implant read the motor cortex where his hands used to live, and he had learned to imagine tapping a table with his right index finger so precisely that the speller rarely guessed wrong. Eight words a minute on a good day. Three on a bad one.</p>
<p>He wrote to Ellie about the heron that stood in the hospice pond like a question mark. He wrote about her grandmother's terrible singing. He wrote, because nobody else would tell her, that being afraid is not the same as being weak.</p>
<blockquote><p>Your free period of Premium Vocabulary ends in 3 days. Renew now to keep predictive phrasing, your personal dictionary and priority decoding.</p></blockquote>
<p>The notice floated over the half-finished sentence. His son read the pricing page twice and went quiet in the way that meant the numbers did not work. Without the personal dictionary, "Ellie" became "Eli", "heron" became "hero", and the speller kept offering "I am fine" as the likeliest next phrase.</p>
<p>The nurses found a workaround: an older open-source decoder, slower and clumsier, that a volunteer in another country still maintained in her evenings. Walter's last letter took eleven days. It said, in full: <em>Heron came back. Not fine. Very proud of you. Keep singing badly.</em> Ellie has it framed above her desk.</p>`,
  },
  {
    title: 'The Consent Clause',
    slug: 'the-consent-clause',
    excerpt:
      'Clause 14.3 of the clinic agreement was four lines long. It took Amara three months to understand it.',
    seoDescription:
      'Dystopian short fiction about neural data, affect monitoring and the consent forms nobody reads.',
    tags: ['privacy', 'neuro-rights', 'health'],
    author: 'Amara Osei-Lindqvist',
    createdAt: '2025-08-27T16:45:00Z',
    content: `<p>The seizure monitor was the best thing that had happened to Amara in ten years. It warned her forty seconds before an episode, long enough to sit down, long enough to tell a stranger what was coming. She signed the clinic agreement on a tablet while the anaesthetist was still introducing himself.</p>
<h2>Clause 14.3</h2>
<p><em>The Provider may derive non-identifying affective indicators from device telemetry and share such indicators with research and commercial partners to improve services.</em> Four lines. She had scrolled past them with her thumb.</p>
<p>The first sign was the adverts. Calming teas on the evenings she argued with her brother. Holiday deals the week after her contract was not renewed. Then her insurer offered a "wellbeing discount" on the condition that she enrolled in a stress coaching programme she had never heard of.</p>
<h2>Non-identifying</h2>
<p>The clinic's privacy officer was patient and kind. Nothing identifying had ever left the building, she explained. Only indicators: anxious, calm, low, elevated, each attached to a rotating code. It was just that the partners had their own codes, and their own customers, and very good mathematicians.</p>
<p>Amara kept the monitor. She needed the forty seconds. But she printed clause 14.3 on a card and now hands it to everyone in the waiting room, with one sentence written underneath in her own handwriting: <strong>Ask what they mean by partners.</strong></p>`,
  },
  {
    title: 'Night Shift at the Stable',
    slug: 'night-shift-at-the-stable',
    excerpt:
      "At three in the morning the mare's neural band reported pain before the mare did. The groom had to decide whom to believe.",
    seoDescription:
      'A short story about an equine brain-computer interface detecting colic early, and the trust between a groom and a horse.',
    tags: ['animals', 'health'],
    author: 'Callum Achterberg',
    createdAt: '2025-10-08T03:05:00Z',
    content: `<p>Sol was dozing on a hay bale when his phone buzzed: <em>Bay 6. Visceral discomfort rising. Confidence 0.81.</em> Bay 6 was Ondine, a grey mare who bit farriers and adored small children, and who was, as far as he could see through the bars, standing perfectly still and chewing.</p>
<p>The band across her poll was a research unit, loaned to the yard by a university that wanted a thousand nights of equine data. Most nights it reported boredom. Sol had come to like its reports, the way you like a colleague who only speaks when it matters.</p>
<p>He called the vet, who was forty minutes away and not happy to be woken for a horse that looked fine. He walked Ondine up and down the aisle under the buzzing lights, and she walked beside him like a lady at a garden party, and he felt foolish.</p>
<p>At ten to four she went down in the straw and tried to roll. By then the vet was turning into the drive with the lights on. It was a twisted gut, caught early enough that the surgery went well. The report the university received the next week had a new column, added by Sol in pencil: <strong>believed the horse's brain before the horse.</strong></p>`,
  },
  {
    title: 'Firmware for Grief',
    slug: 'firmware-for-grief',
    excerpt:
      'The mood implant was set to smooth out spikes. At her father\u2019s funeral, Noor wanted the spike.',
    seoDescription: null,
    tags: ['neuro-rights', 'health'],
    author: 'Hester Vandermolen',
    createdAt: '2025-12-14T11:20:00Z',
    content: `<p>The implant had given Noor two good years. The depression that had eaten most of her twenties was a shadow now, something she glimpsed at the edge of a room and then lost. The device watched the rhythms in her brain and nudged them back toward the middle whenever they swung too far.</p>
<p>At the graveside her brother wept openly, and her aunt sang in a cracked voice, and Noor stood among them and felt a gentle, reasonable sadness, like rain on a window in a film. She knew, the way you know a tooth is missing, that something enormous was happening just out of reach.</p>
<p>She asked the clinic for a pause. Seventy-two hours without regulation, she said, so that she could grieve her father properly. The clinician was sympathetic and unable to help: the firmware did not support patient-initiated pauses. Liability, she explained. Too many variables.</p>
<blockquote><p>A person has the right to decide which of their own feelings are worth the pain.</p></blockquote>
<p>Noor wrote the sentence on the back of the order of service and posted a photograph of it, and within a month three hundred patients had signed a petition. The next firmware update included a pause function, hidden four menus deep. Noor used it once, for a single night, and cried until morning. She says it was the most like herself she has felt in years.</p>`,
  },
  {
    title: 'The Ombudsman of Thoughts',
    slug: 'the-ombudsman-of-thoughts',
    excerpt:
      'Justice Okafor signs warrants for neural data every Tuesday. This Tuesday, one of the requests carries her own device number.',
    seoDescription:
      'Dystopian fiction about warrants for brain data, neuro-rights and the officials who are meant to protect them.',
    tags: ['governance', 'privacy', 'neuro-rights'],
    author: 'Bernadette Kowalczyk',
    createdAt: '2026-02-02T10:00:00Z',
    content: `<h2>Tuesday</h2>
<p>The Office of Neural Data Oversight occupied two floors of a building that had once been a bank, and Justice Okafor sometimes thought the vault downstairs was the most honest room in it. Every Tuesday she reviewed the week's requests from the police, the tax authority and the courts: applications to read the stored signals of people's implants.</p>
<p>Most were routine. A suspected drunk driver's reaction-time log. A disputed insurance claim about a fall. She refused about one in five and was regarded, in the ministry, as difficult.</p>
<h2>Request 2026-0415</h2>
<p>The device number on the fourteenth request of the day was her own. The cochlear processor she had worn since she was nine, upgraded last year to a model with a neural feedback loop. The applicant was the ministry's own integrity unit. The stated purpose: <em>to establish whether the reviewing officer has been subject to undue influence.</em></p>
<blockquote><p>No officer may review a request in which they have a personal interest. Such requests shall be referred to a deputy.</p></blockquote>
<p>Her deputy had been appointed by the minister in January. Justice Okafor read the rule twice, then wrote her refusal anyway, with the reasons in full, and sent a copy to every newspaper in the country. She was suspended by Thursday. The office still exists, and its refusal rate is now zero, and her letter is taught in law schools as an example of what oversight is for.</p>`,
  },
  {
    title: 'Ramp',
    slug: 'ramp',
    excerpt:
      'When the city\u2019s mobility network went down, forty thousand thought-steered wheelchairs stopped where they stood.',
    seoDescription:
      'A short story about assistive brain-computer interfaces, public infrastructure and who gets stranded when the network fails.',
    tags: ['accessibility', 'governance'],
    author: 'Yusuf Delacroix-Park',
    createdAt: '2026-04-21T07:40:00Z',
    content: `<p>The city had been proud of the network. Every thought-steered chair talked to every crossing, every lift, every tram door, so that Lena could cross the old town in the time it took her neighbours to find their keys. It had been, the mayor said at the launch, the most accessible city in the world.</p>
<p>At 08:12 on a Monday a certificate expired on a server nobody remembered owning. The chairs, designed to fail safe, stopped. Forty thousand people, in doorways and on platforms and halfway across junctions, sat very still and waited.</p>
<p>Lena was on the tram bridge, with the river underneath and the rush hour parting around her like water round a stone. A teenager asked if she was all right. A man in a suit offered to push, and looked embarrassed when he found the chair would not roll. After an hour she was cold, and after two she was angry.</p>
<p>The outage lasted five hours. The inquiry lasted a year and produced a recommendation that every chair keep a manual mode, controlled by the person sitting in it, that no server could override. The manufacturers called it a step backwards. Lena, who now sits on the city's accessibility board, calls it a ramp: <strong>the simplest thing that still works when everything clever has failed.</strong></p>`,
  },
  {
    title: 'The Dog Who Filed a Report',
    slug: 'the-dog-who-filed-a-report',
    excerpt:
      "Biscuit's neural collar logged her stress at every shift. Her handler was the only one who read the logs.",
    seoDescription:
      'Fiction about a working detection dog, a canine brain-computer interface and the duty to listen to what the data says.',
    tags: ['animals', 'work'],
    author: 'Marguerite Salonen',
    createdAt: '2026-07-09T18:30:00Z',
    content: `<p>Biscuit was the best detection dog at the airport, a liver-and-white spaniel who could find a bag of undeclared seeds in a hold full of suitcases. Since spring she had worn a collar that read her brain and reported her state to a dashboard: <em>engaged</em>, <em>curious</em>, <em>fatigued</em>, and, in red, <em>distressed</em>.</p>
<p>The dashboard was meant to improve performance. Management looked at the green bars and the seizure counts and was pleased. Only Hana, her handler, scrolled down to the hours after each shift, where the red appeared every evening the terminal ran its new scanners.</p>
<p>She measured. She cross-checked. The scanners emitted a tone above human hearing, loud enough, the manual admitted in a footnote, to be "perceptible to certain animals". Hana wrote a report and attached nine weeks of Biscuit's logs, and signed it with both their names.</p>
<p>The supervisor laughed at the second signature and then, reading on, stopped laughing. The scanners were retuned within the month. Biscuit's evenings turned green again. Hana keeps the report in her locker, because it is the first document she has ever co-written, and her co-author cannot read but was, on every page, right.</p>`,
  },
];
