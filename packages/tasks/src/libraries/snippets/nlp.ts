import { hubFileUrl } from "../../internal/hub-urls.js";
import type { ModelData } from "../../model-data.js";
import {
  hfDownloadCommand,
  pythonDownloadSnippet,
  shellFileDownload,
} from "../internal/download-snippet.js";
import {
  hubDownloadImports,
  nameWithoutNamespace,
  pythonFileDownload,
} from "../internal/model-files.js";
import { commentText, pythonString as q, shellWord } from "../../quoting.js";

/** AllenNLP: predictors load archives straight from the Hub with the `hf://` scheme. */
export const allennlpSnippets = (model: ModelData): string[] => {
  if (model.pipeline_tag === "question-answering") {
    return [
      `import allennlp_models
from allennlp.predictors.predictor import Predictor

predictor = Predictor.from_path(${q(`hf://${model.id}`)})
prediction = predictor.predict(
    passage="My name is Wolfgang and I live in Berlin.",
    question="Where do I live?",
)
print(prediction["best_span_str"])`,
    ];
  }
  return [
    `import allennlp_models
from allennlp.predictors.predictor import Predictor

predictor = Predictor.from_path(${q(`hf://${model.id}`)})`,
  ];
};

/** Flair: sequence taggers (NER, POS) and text classifiers load by Hub id. */
export const flairSnippets = (model: ModelData): string[] => {
  const classifier = model.pipeline_tag === "text-classification";
  return [
    `from flair.data import Sentence
from flair.models import ${classifier ? "TextClassifier" : "SequenceTagger"}

model = ${classifier ? "TextClassifier" : "SequenceTagger"}.load(${q(model.id)})
sentence = Sentence("George Washington went to Washington.")
model.predict(sentence)
print(sentence${classifier ? ".labels" : '.get_spans("ner")'})`,
  ];
};

/** spaCy: pipelines are published as wheels; install the wheel, then load the package. */
export const spacySnippets = (model: ModelData): string[] => {
  const name = nameWithoutNamespace(model.id);
  return [
    `# pip install ${commentText(shellWord(hubFileUrl(model, `${name}-any-py3-none-any.whl`)))}
import spacy

nlp = spacy.load(${q(name)})
doc = nlp("Apple is looking at buying a U.K. startup for $1 billion")
print([(entity.text, entity.label_) for entity in doc.ents])`,
  ];
};

/** Stanza: the language code is the part after `stanza-` in the repository name. */
export const stanzaSnippets = (model: ModelData): string[] => {
  const language = nameWithoutNamespace(model.id).replace(/^stanza-/, "");
  return [
    `import stanza

# Models are downloaded from the Hub repository ${commentText(model.id)}
stanza.download(${q(language)})
nlp = stanza.Pipeline(${q(language)})
doc = nlp("Barack Obama was born in Hawaii.")
print(doc.entities)`,
  ];
};

/** PaddleNLP: the `from_hf_hub` flag reads the weights from the Hugging Face Hub. */
export const paddlenlpSnippets = (model: ModelData): string[] => {
  const architecture = model.config?.architectures?.[0];
  const modelClass = architecture && /^\w+$/.test(architecture) ? architecture : "AutoModel";
  const importLine =
    modelClass === "AutoModel"
      ? "from paddlenlp.transformers import AutoTokenizer, AutoModel"
      : `from paddlenlp.transformers import AutoTokenizer, ${modelClass}`;
  return [
    `${importLine}

tokenizer = AutoTokenizer.from_pretrained(${q(model.id)}, from_hf_hub=True)
model = ${modelClass}.from_pretrained(${q(model.id)}, from_hf_hub=True)`,
  ];
};

/** fastText: download the `.bin` model and load it. */
export const fasttextSnippets = (model: ModelData): string[] => [
  `import fasttext
from huggingface_hub import ${hubDownloadImports(model, [".bin"])}

model_path = ${pythonFileDownload(model, [".bin"])}
model = fasttext.load_model(model_path)
print(model.${model.pipeline_tag === "text-classification" ? 'predict("Hello, world!")' : 'get_word_vector("hello")'})`,
];

/** EDS-NLP: clinical NLP pipelines loaded from the Hub. */
export const edsnlpSnippets = (model: ModelData): string[] => [
  `import edsnlp

nlp = edsnlp.load(${q(model.id)})
doc = nlp("Le patient est admis pour une pneumopathie au coronavirus.")
print([(entity.text, entity.label_) for entity in doc.ents])`,
];

/** MITIE: a named-entity extractor trained on the total word feature extractor. */
export const mitieSnippets = (model: ModelData): string[] => [
  `from huggingface_hub import ${hubDownloadImports(model, [".dat"])}
from mitie import named_entity_extractor, tokenize

model_path = ${pythonFileDownload(model, [".dat"])}
extractor = named_entity_extractor(model_path)
tokens = tokenize("Barack Obama visited Paris in 2015.")
print(extractor.extract_entities(tokens))`,
];

/** BM25S: lexical search indexes saved on the Hub. */
export const bm25sSnippets = (model: ModelData): string[] => [
  `from bm25s.hf import BM25HF

retriever = BM25HF.load_from_hub(${q(model.id)}, load_corpus=True)
results, scores = retriever.retrieve([["what", "is", "a", "cat"]], k=3)
print(results, scores)`,
];

/** COMET: translation quality estimation. */
export const cometSnippets = (model: ModelData): string[] => [
  `from comet import download_model, load_from_checkpoint

model = load_from_checkpoint(download_model(${q(model.id)}))
data = [{"src": "Dem Feuer konnte Einhalt geboten werden", "mt": "The fire could be stopped", "ref": "They were able to control the fire."}]
output = model.predict(data, batch_size=8, gpus=0)
print(output.system_score)`,
];

/** SpanMarker: span-level named-entity recognition. */
export const spanMarkerSnippets = (model: ModelData): string[] => [
  `from span_marker import SpanMarkerModel

model = SpanMarkerModel.from_pretrained(${q(model.id)})
entities = model.predict("Amelia Earhart flew her single engine Lockheed Vega 5B across the Atlantic to Paris.")
print(entities)`,
];

/** GLiNER: zero-shot entities with labels chosen at call time. */
export const glinerSnippets = (model: ModelData): string[] => [
  `from gliner import GLiNER

model = GLiNER.from_pretrained(${q(model.id)})
text = "Cristiano Ronaldo plays for Al Nassr and was born in Madeira."
entities = model.predict_entities(text, ["person", "organization", "location"])
print(entities)`,
];

/** GLiNER2: entities, classification and structured extraction from one model. */
export const gliner2Snippets = (model: ModelData): string[] => [
  `from gliner2 import GLiNER2

extractor = GLiNER2.from_pretrained(${q(model.id)})
result = extractor.extract_entities(
    "Apple CEO Tim Cook announced the iPhone 15 in Cupertino.",
    ["company", "person", "product", "location"],
)
print(result)`,
];

/** GLiFormer: GLiNER-style extraction from Knowledgator. */
export const gliformerSnippets = (model: ModelData): string[] => [
  `from gliner import GLiNER

model = GLiNER.from_pretrained(${q(model.id)})
entities = model.predict_entities("Microsoft was founded by Bill Gates in Albuquerque.", ["company", "person", "location"])
print(entities)`,
];

/** Aviation NER: GLiNER checkpoints fine-tuned on aviation safety reports. */
export const aviationNerSnippets = (model: ModelData): string[] => [
  `from gliner import GLiNER

model = GLiNER.from_pretrained(${q(model.id)})
report = "During climb the crew noticed a hydraulic leak on the left main gear of the B737."
print(model.predict_entities(report, ["aircraft", "system", "failure", "phase of flight"]))`,
];

/** ReLiK: retrieval-based entity linking and relation extraction. */
export const relikSnippets = (model: ModelData): string[] => [
  `from relik import Relik

relik = Relik.from_pretrained(${q(model.id)})
output = relik("Michael Jordan was one of the best players in the NBA.")
print(output)`,
];

/** BERTopic: topic models. */
export const bertopicSnippets = (model: ModelData): string[] => [
  `from bertopic import BERTopic

topic_model = BERTopic.load(${q(model.id)})
topics, probabilities = topic_model.transform(["The new graphics card doubles the frame rate."])
print(topic_model.get_topic_info().head())`,
];

/** Model2Vec: static embeddings distilled from sentence transformers. */
export const model2vecSnippets = (model: ModelData): string[] => [
  `from model2vec import StaticModel

model = StaticModel.from_pretrained(${q(model.id)})
embeddings = model.encode(["It's dangerous to go alone!", "It's a secret to everybody."])
print(embeddings.shape)`,
];

/** Hezar: Persian NLP, speech and vision models. */
export const hezarSnippets = (model: ModelData): string[] => [
  `from hezar.models import Model

model = Model.load(${q(model.id)})
outputs = model.predict(["هزار، کتابخانه‌ای کامل برای به کارگیری آسان هوش مصنوعی"])
print(outputs)`,
];

/** ELM (slicex): the repository's runner reads the downloaded model folder. */
export const elmSnippets = (model: ModelData): string[] => [
  `git clone https://github.com/slicex-ai/elm
cd elm
pip install -r requirements.txt
${hfDownloadCommand(model, "models/" + nameWithoutNamespace(model.id))}
python run.py ${shellWord("models/" + nameWithoutNamespace(model.id))}`,
];

/** Fairseq: speech-to-speech, translation and TTS models from the Hub. */
export const fairseqSnippets = (model: ModelData): string[] => [
  `from fairseq.checkpoint_utils import load_model_ensemble_and_task_from_hf_hub

models, config, task = load_model_ensemble_and_task_from_hf_hub(${q(model.id)})
model = models[0]`,
];

/** SwarmFormer: the package's loader fetches the published weights for a model size. */
export const swarmformerSnippets = (model: ModelData): string[] => [
  `# pip install git+https://github.com/takara-ai/SwarmFormer
from swarmformer.config import MODEL_CONFIGS
from swarmformer.inference import get_device, load_trained_model

# Weights come from ${commentText(model.id)}; the configuration must match its size
model = load_trained_model(MODEL_CONFIGS[${q(/small/i.test(model.id) ? "small" : "base")}], get_device())`,
];

/** memra: memory-augmented retrieval embeddings; the repository documents loading the folder. */
export const memraSnippets = (model: ModelData): string[] => [
  pythonDownloadSnippet(model, "Load local_dir with memra (https://github.com/avifenesh/memra)."),
];

/** encoderfile: encoder models compiled to one self-contained executable. */
export const encoderfileSnippets = (model: ModelData): string[] => {
  const file = shellFileDownload(model, [".encoderfile"]);
  return [
    `${file.lines.join("\n")}
chmod +x ${file.path}
./${file.path} serve`,
  ];
};
