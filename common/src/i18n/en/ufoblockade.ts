/** English texts of the game 'ufoblockade' (its screens; never the lesson's words it speaks). */
const ufoblockade = {
  settings: {
    scoring: 'Scoring',
    teams: 'Team against team',
    coop: 'Together (co-op)',
    rows: 'Rows of UFOs',
    columns: 'UFOs in a row',
    waves: 'Waves',
    seconds: 'Seconds to shoot (0: no clock)',
  },
  /** The standings' unit ('3 UFOs') and a round's name ('Wave 2 done!'). */
  standings: {
    one: 'UFO',
    other: 'UFOs',
    roundName: 'Wave',
  },
  play: {
    heading: 'Shoot!',
    waveOf: 'Wave {{number}} of {{total}}',
    wave: 'Wave {{number}}!',
    tooLate: 'Too late!',
  },
  end: {
    landed: 'The UFOs landed!',
    cleared: 'Wave cleared!',
    over: 'Wave over!',
    ufos_one: '{{count}} UFO',
    ufos_other: '{{count}} UFOs',
    shields_one: '{{count}} shield stands',
    shields_other: '{{count}} shields stand',
    summaryLanded: 'The UFOs landed! {{hits}} shot down.',
    summaryTogether: 'Together you shot down {{hits}}! {{shields}}.',
    summaryTeams: '{{hits}} shot down! {{shields}}.',
  },
  leftOut: {
    none: 'No word of the list fits on a UFO',
    some: 'Some words are left out',
    fewer: 'Fewer UFOs',
    name: "'{{word}}'",
    separator: ', ',
    report:
      '{{names}}: too long to fit on a UFO (at most about {{capacity}} letters with {{columns}} UFOs in a row). The game plays the other words.',
  },
};

export default ufoblockade;
