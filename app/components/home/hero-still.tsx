/**
 * The hero's designed still (spec "Home"): the company's services drawn as one scene — a browser showing a
 * website, a phone showing an app, the cloud behind them and a chart of results — in the brand and accent colours.
 * Inline, so it paints with the HTML, and decorative. The video, once it plays, runs over it.
 */
export function HeroStill({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-testid="hero-still"
      className={className}
      viewBox="0 0 560 440"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <defs>
        <linearGradient id="hs-a" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2f7de1" />
          <stop offset="1" stopColor="#14b8a6" />
        </linearGradient>
      </defs>
      <circle cx="300" cy="230" r="210" fill="#2dd4bf" fillOpacity=".06" />
      <rect
        x="48"
        y="70"
        width="400"
        height="280"
        rx="14"
        fill="#0f2a4a"
        fillOpacity=".9"
        stroke="#fff"
        strokeOpacity=".22"
        strokeWidth="1.5"
      />
      <path d="M48 102h400" stroke="#fff" strokeOpacity=".14" />
      <circle cx="68" cy="86" r="4.5" fill="#2dd4bf" />
      <circle cx="84" cy="86" r="4.5" fill="#bcdaff" fillOpacity=".6" />
      <circle cx="100" cy="86" r="4.5" fill="#bcdaff" fillOpacity=".3" />
      <rect x="124" y="79" width="220" height="14" rx="7" fill="#fff" fillOpacity=".08" />
      <g transform="translate(-24 -14)">
        <path d="M500 104v60" stroke="#2dd4bf" strokeOpacity=".6" strokeWidth="2" strokeDasharray="2 7" />
        <path
          d="M459 104h82a24 24 0 0 0 1-48 34 34 0 0 0-64-12 26 26 0 0 0-19 60z"
          fill="#163f78"
          stroke="#2dd4bf"
          strokeWidth="2.5"
        />
        <rect x="476" y="60" width="48" height="11" rx="3" fill="#2dd4bf" fillOpacity=".25" />
        <rect x="476" y="76" width="48" height="11" rx="3" fill="#2dd4bf" fillOpacity=".25" />
        <path d="M483 65.5h.1M483 81.5h.1" stroke="#2dd4bf" strokeWidth="4" />
      </g>
      <rect x="64" y="118" width="368" height="96" rx="8" fill="url(#hs-a)" />
      <rect x="82" y="138" width="176" height="13" rx="6.5" fill="#fff" />
      <rect x="82" y="160" width="124" height="8" rx="4" fill="#fff" fillOpacity=".7" />
      <rect x="82" y="182" width="62" height="18" rx="9" fill="#0f2a4a" />
      <path d="M330 196l30-36 22 24 14-12 22 24z" fill="#fff" fillOpacity=".28" />
      <circle cx="392" cy="144" r="9" fill="#fff" fillOpacity=".45" />
      <g fill="#fff" fillOpacity=".07" stroke="#fff" strokeOpacity=".12">
        <rect x="64" y="228" width="114" height="78" rx="8" />
        <rect x="191" y="228" width="114" height="78" rx="8" />
        <rect x="318" y="228" width="114" height="78" rx="8" />
      </g>
      <g fill="#2dd4bf">
        <rect x="78" y="242" width="18" height="18" rx="5" />
        <rect x="205" y="242" width="18" height="18" rx="5" fill="#2f7de1" />
        <rect x="332" y="242" width="18" height="18" rx="5" />
      </g>
      <g fill="#fff" fillOpacity=".45">
        <rect x="78" y="272" width="80" height="6" rx="3" />
        <rect x="205" y="272" width="80" height="6" rx="3" />
        <rect x="332" y="272" width="80" height="6" rx="3" />
      </g>
      <g fill="#fff" fillOpacity=".2">
        <rect x="78" y="286" width="56" height="6" rx="3" />
        <rect x="205" y="286" width="56" height="6" rx="3" />
        <rect x="332" y="286" width="56" height="6" rx="3" />
        <rect x="64" y="322" width="150" height="6" rx="3" />
      </g>
      <rect x="6" y="298" width="184" height="132" rx="12" fill="#0f2a4a" fillOpacity=".45" />
      <rect x="0" y="290" width="184" height="132" rx="12" fill="#eef6ff" />
      <rect x="16" y="306" width="64" height="7" rx="3.5" fill="#17509e" fillOpacity=".45" />
      <rect x="16" y="320" width="40" height="12" rx="3" fill="#17509e" />
      <g fill="#2f7de1" fillOpacity=".35">
        <rect x="20" y="376" width="18" height="30" rx="3" />
        <rect x="48" y="366" width="18" height="40" rx="3" />
        <rect x="76" y="370" width="18" height="36" rx="3" />
        <rect x="104" y="354" width="18" height="52" rx="3" />
      </g>
      <rect x="132" y="338" width="18" height="68" rx="3" fill="#14b8a6" />
      <path d="M16 406h152" stroke="#17509e" strokeOpacity=".25" />
      <path d="M29 366l28-12 28 6 28-18 28-16" stroke="#0d9488" strokeWidth="2.5" />
      <circle cx="141" cy="326" r="4" fill="#0d9488" />
      <rect
        x="418"
        y="150"
        width="136"
        height="272"
        rx="24"
        fill="#0f2a4a"
        stroke="#fff"
        strokeOpacity=".35"
        strokeWidth="2"
      />
      <rect x="428" y="162" width="116" height="248" rx="16" fill="#eef6ff" />
      <path d="M428 206v-28a16 16 0 0 1 16-16h84a16 16 0 0 1 16 16v28z" fill="#1d64c4" />
      <rect x="466" y="168" width="40" height="5" rx="2.5" fill="#0f2a4a" />
      <rect x="440" y="184" width="58" height="8" rx="4" fill="#fff" />
      <rect x="440" y="196" width="36" height="5" rx="2.5" fill="#fff" fillOpacity=".6" />
      <g fill="#fff" stroke="#bcdaff">
        <rect x="438" y="216" width="96" height="34" rx="8" />
        <rect x="438" y="256" width="96" height="34" rx="8" />
        <rect x="438" y="296" width="96" height="34" rx="8" />
      </g>
      <circle cx="453" cy="233" r="8" fill="#2dd4bf" />
      <circle cx="453" cy="273" r="8" fill="#2f7de1" />
      <circle cx="453" cy="313" r="8" fill="#bcdaff" />
      <g fill="#17509e" fillOpacity=".55">
        <rect x="467" y="226" width="54" height="6" rx="3" />
        <rect x="467" y="266" width="54" height="6" rx="3" />
        <rect x="467" y="306" width="54" height="6" rx="3" />
      </g>
      <g fill="#17509e" fillOpacity=".22">
        <rect x="467" y="237" width="34" height="5" rx="2.5" />
        <rect x="467" y="277" width="34" height="5" rx="2.5" />
        <rect x="467" y="317" width="34" height="5" rx="2.5" />
      </g>
      <rect x="438" y="344" width="96" height="24" rx="12" fill="#14b8a6" />
      <rect x="466" y="353" width="40" height="6" rx="3" fill="#fff" />
      <path d="M452 392h.1M486 392h.1M520 392h.1" stroke="#17509e" strokeOpacity=".4" strokeWidth="7" />
    </svg>
  );
}
