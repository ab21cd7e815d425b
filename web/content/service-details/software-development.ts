/** @file Service detail page: software development (five service cards, approach in four principles). */
import type { ServiceDetail } from "../types";
import { CERTIFICATIONS_TITLE, closingCtas, heroCtas, serviceImage } from "./shared";

export const SOFTWARE_DEVELOPMENT: ServiceDetail = {
  id: "software-development",
  seo: {
    title: { de: "Softwareentwicklung", en: "Software Development" },
    description: {
      de: "Full-Stack-Entwicklung, API-Design, DevOps, Testautomatisierung und Systemintegration: {company} entwickelt wartbare, sichere und skalierbare Software.",
      en: "Full-stack development, API design, DevOps, test automation and system integration: {company} builds maintainable, secure and scalable software.",
    },
  },
  structuredData: {
    serviceType: { de: "Softwareentwicklung", en: "Software development" },
    description: {
      de: "Individuelle Softwareentwicklung, API-Design, DevOps und Systemintegration.",
      en: "Custom software development, API design, DevOps and system integration.",
    },
  },
  hero: {
    title: { de: "Softwareentwicklung", en: "Software Development" },
    tagline: { de: "Individuelle Lösungen, sauber gebaut", en: "Custom solutions, cleanly built" },
    text: {
      de: "Wir entwickeln Software, die Ihre Prozesse wirklich unterstützt – von der Schnittstelle bis zur Oberfläche. Agil im Vorgehen, kompromisslos bei Qualität und Sicherheit, und so gebaut, dass Ihr Team sie langfristig weiterentwickeln kann.",
      en: "We build software that truly supports your processes – from the interface to the user interface. Agile in approach, uncompromising on quality and security, and built so that your team can evolve it over the long term.",
    },
    ctas: heroCtas("development"),
    image: serviceImage(
      "software-development",
      "Abstrakte Illustration: Softwareentwicklung",
      "Abstract illustration: software development",
    ),
  },
  offerings: {
    title: { de: "Unsere Leistungen", en: "Our Services" },
    cards: [
      {
        title: { de: "Full-Stack-Entwicklung", en: "Full-Stack Development" },
        text: {
          de: "Web-Anwendungen und Fachsysteme aus einer Hand – mit modernen Frameworks im Frontend und robusten Services im Backend.",
          en: "Web applications and business systems from a single source – with modern frameworks in the frontend and robust services in the backend.",
        },
        icon: "code",
      },
      {
        title: { de: "API-Design", en: "API Design" },
        text: {
          de: "Klar versionierte REST- und Event-Schnittstellen, dokumentiert mit OpenAPI und abgesichert nach aktuellem Stand der Technik.",
          en: "Clearly versioned REST and event interfaces, documented with OpenAPI and secured to the current state of the art.",
        },
        icon: "api",
      },
      {
        title: { de: "DevOps und CI/CD", en: "DevOps and CI/CD" },
        text: {
          de: "Automatisierte Build-, Test- und Deployment-Pipelines, Infrastruktur als Code und Monitoring für einen stabilen Betrieb.",
          en: "Automated build, test and deployment pipelines, infrastructure as code and monitoring for stable operations.",
        },
        icon: "devops",
      },
      {
        title: { de: "Testautomatisierung und QS", en: "Test Automation and QA" },
        text: {
          de: "Unit-, Integrations- und End-to-End-Tests, die Fehler früh finden – und Releases planbar machen.",
          en: "Unit, integration and end-to-end tests that catch defects early – and make releases predictable.",
        },
        icon: "test",
      },
      {
        title: { de: "Systemintegration und ERP-Anbindung", en: "System Integration and ERP Connection" },
        text: {
          de: "Wir verbinden Ihre Anwendungen mit SAP und anderen Kernsystemen – zuverlässig, nachvollziehbar und fehlertolerant.",
          en: "We connect your applications to SAP and other core systems – reliably, traceably and fault-tolerantly.",
        },
        icon: "integration",
      },
    ],
  },
  approach: {
    title: { de: "Unser Ansatz", en: "Our Approach" },
    points: [
      {
        title: { de: "Agile Entwicklung", en: "Agile development" },
        text: {
          de: "Kurze Iterationen, regelmäßige Demos und frühes Feedback – damit entsteht, was Sie wirklich brauchen.",
          en: "Short iterations, regular demos and early feedback – so that we build what you really need.",
        },
        icon: "rocket",
      },
      {
        title: { de: "Clean Code", en: "Clean code" },
        text: {
          de: "Lesbarer, getesteter Code mit Reviews und klaren Konventionen senkt die Kosten jeder späteren Änderung.",
          en: "Readable, tested code with reviews and clear conventions lowers the cost of every later change.",
        },
        icon: "check",
      },
      {
        title: { de: "Skalierbare Architekturen", en: "Scalable architectures" },
        text: {
          de: "Wir wählen Architekturen, die mit Ihren Anforderungen wachsen – ohne unnötige Komplexität.",
          en: "We choose architectures that grow with your requirements – without unnecessary complexity.",
        },
        icon: "architecture",
      },
      {
        title: { de: "Security by Design", en: "Security by design" },
        text: {
          de: "Sicherheit ist Teil jeder Entscheidung: von der Bedrohungsanalyse über sichere Defaults bis zu automatisierten Prüfungen.",
          en: "Security is part of every decision: from threat modelling through secure defaults to automated checks.",
        },
        icon: "shield",
      },
    ],
  },
  certifications: {
    title: CERTIFICATIONS_TITLE,
    items: [
      "Oracle Certified Professional Java",
      "Microsoft Certified: Azure Developer Associate",
      "AWS Certified Developer",
      "ISTQB® Certified Tester",
      "Certified Kubernetes Application Developer (CKAD)",
    ],
  },
  toolGroups: [
    {
      title: { de: "Sprachen und Frameworks", en: "Languages and frameworks" },
      items: ["Java", "Spring Boot", "Kotlin", "TypeScript", "React", "Angular", "Node.js", "Python", ".NET"],
    },
    {
      title: { de: "Plattformen und Werkzeuge", en: "Platforms and tools" },
      items: ["Docker", "Kubernetes", "GitLab CI", "GitHub Actions", "Terraform", "Azure", "AWS", "SonarQube"],
    },
  ],
  closing: {
    title: { de: "Software, die mitwächst", en: "Software that grows with you" },
    text: {
      de: "Sprechen Sie mit uns über Ihr Vorhaben – vom ersten Prototyp bis zum Betrieb.",
      en: "Talk to us about your initiative – from the first prototype to operations.",
    },
    ctas: closingCtas("software-development", "software-development"),
  },
};
