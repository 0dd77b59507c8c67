# math.erf/erfc (libm's, fdlibm's algorithm) and math.gamma/lgamma (CPython's Lanczos code over
# libm's exp, pow, log, sin, cos) to the last bit; arguments where musl's and glibc's results agree
import math

E = [
    '0x0.0p+0', '-0x0.0p+0', 'inf', '-inf', 'nan', '0x0.0000000000001p-1022', '-0x0.0000000000001p-1022',
    '0x1.56e1fc2f8f359p-997', '-0x1.56e1fc2f8f359p-997', '0x1.79ca10c924223p-67', '0x1.0000000000000p-1022',
    '0x1.fffffffffffffp+1023', '-0x1.fffffffffffffp+1023', '0x1.b000000000001p-1', '0x1.afffffffffff1p-1',
    '0x1.b000000000017p-1', '0x1.affffffffffe9p-1', '0x1.b00000000001ep-1', '0x1.aafbf01816febp-1',
    '0x1.adf0257e88da1p-1', '0x1.aea70c946486fp-1', '-0x1.b000000000000p-1', '-0x1.affffffffffffp-1',
    '-0x1.b000000000001p-1', '-0x1.afffffffffff1p-1', '-0x1.affffffffffe9p-1', '-0x1.b00000000001ep-1',
    '-0x1.affffffffffe2p-1', '-0x1.affffffffffdap-1', '-0x1.af52f6aaf62d4p-1', '-0x1.b3d8f639c2d4ap-1',
    '-0x1.b0afcdb56d019p-1', '-0x1.b355b05641c68p-1', '0x1.4000000000001p+0', '0x1.3fffffffffff5p+0',
    '0x1.4000000000017p+0', '0x1.400000000001cp+0', '0x1.3ffffffffffe4p+0', '0x1.4045c2087086ep+0',
    '0x1.3f41d0fbfe0efp+0', '0x1.3f8cd029559d7p+0', '-0x1.3ffffffffffffp+0', '-0x1.4000000000001p+0',
    '-0x1.400000000000bp+0', '-0x1.3fffffffffff5p+0', '-0x1.3ffffffffffefp+0', '-0x1.4000000000017p+0',
    '-0x1.3ffffffffffe9p+0', '-0x1.400000000001cp+0', '-0x1.3ffffffffffe4p+0', '-0x1.3ffad78274119p+0',
    '-0x1.41cd2e8df2c6ap+0', '-0x1.3ee0fed1dec43p+0', '-0x1.40cfab7fcb3cbp+0', '-0x1.427087bfb4d2fp+0',
    '0x1.6db6db6db6db6p+1', '0x1.6db6db6db6dc4p+1', '0x1.6db6db6db6da4p+1', '0x1.6db6db6db6dd1p+1',
    '0x1.6db6db6db6dd7p+1', '0x1.6db6db6db6d97p+1', '0x1.323ce81b7d1d7p-7', '0x1.74288ef237187p-3',
    '0x1.2a68177438184p-1', '-0x1.94292e8f5b07ap-1', '-0x1.b0d3a222d7b27p-2', '0x1.07114d37f5d02p+0',
    '-0x1.ca19336497f42p-1', '0x1.3dea8613070dap+0', '0x1.12c11356908f4p+1', '-0x1.d414d4afcccf0p+0',
    '-0x1.044ed77f5983ap+1', '0x1.49a756404f4b4p+2', '-0x1.821d02f211c51p+1', '-0x1.7e3414c9af221p+1',
    '0x1.1344f5937f50ap+4', '-0x1.46a179fc36b7fp+3', '-0x1.e756349e8b007p-48', '-0x1.f344174c54321p-68',
    '-0x1.c93a6cdf5f92cp+483', '-0x1.4eff150b4acd0p+2', '-0x1.658ac010fd0b2p+2', '-0x1.efa8e55ddab31p-3',
    '-0x1.48c18c07926d2p+4', '0x1.e271e243f1a76p+3', '0x1.6a14a230620bep+1', '0x1.2e3ceb0089c08p+0',
    '-0x1.316ae50f73b8ap+2', '0x1.e1e7cb61cd6cbp-1', '-0x1.88038cc77240cp+0', '-0x1.12f498f305729p+2',
    '-0x1.aec2e80383ac0p+3', '-0x1.a83dfd024e54cp+4', '-0x1.7a1c2159745f4p+3', '0x1.e0129234f5ef1p-2',
    '0x1.4b488a3dbdf00p+3', '-0x1.02dae96162e1bp-1', '-0x1.3af16c6c28075p+4', '-0x1.479daab99b7b9p-3',
    '-0x1.5109cd7127a52p+1', '0x1.5de014fd7bca8p+1', '0x1.35090971a91ccp+1', '0x1.42546f6ccfe49p+1',
    '0x1.09de23b15398ep+0', '-0x1.1efda81f085d2p+2', '-0x1.6c0b7e75ca839p+4', '0x1.8b9a921636730p+1',
    '0x1.df92b12a790c4p+0', '-0x1.a63e98e96b1a4p+3', '-0x1.1e142a189b61cp+4', '0x1.458e706eb3860p+0',
    '-0x1.8466a634c537ep-4', '-0x1.b47c5653b75abp-1', '0x1.50747c6026464p+4', '-0x1.226fa116b57c2p-6',
    '0x1.9a4beabfd87cap-6', '-0x1.5206ffcfb28fcp+4', '0x1.0aa1f6747d1eep+2', '0x1.8732d1c810a56p-2',
    '-0x1.bca0d0a6fb4c4p+0', '0x1.f615cd8ef4179p-5', '0x1.e772d034a6eb0p+1', '-0x1.f3e747ef786edp-1',
    '-0x1.7d0973182d511p+2', '-0x1.7fb9b2c76a529p-1', '0x1.c8cde0f9edf74p+0', '-0x1.47d08bacfddc1p+1',
    '-0x1.eae4e51eb511bp+1', '-0x1.755c5c0b9eb1cp+2', '-0x1.cc50f80be4650p+1', '-0x1.23cfc52d0a144p-1',
    '0x1.6e507fc6fff84p+1', '-0x1.08f7c0e43f811p+0', '0x1.3e531d5787310p-1', '-0x1.6ce1b23c0259bp+0',
    '0x1.2585eb54571c4p+1', '0x1.4257aa61b3448p+1', '-0x1.0ff55c226e22ep+0', '0x1.c7891227b38cep-1',
    '-0x1.4fea7d07919afp+0', '0x1.ae610d62c96d8p-1', '-0x1.47f9bdd251c3ap+1', '0x1.f16dfde13fc44p-1',
    '-0x1.c6b9c484218e6p-1', '0x1.1700dafb60561p+0', '0x1.ffa06dd298318p+3', '0x1.329a2d3092e42p-1',
    '0x1.a2aec86767a01p-1', '0x1.36f23e956ffbep+0', '-0x1.1276308c6b3c2p+2', '0x1.1193318221b7ep+0',
    '-0x1.db0c67c10e32ap-1', '-0x1.6c3c4ab05b52ap-1', '-0x1.12898c372e2e6p-2', '-0x1.1b6a1594073dap+4',
    '0x1.ac886dc81d95cp+0', '0x1.3a292e86e4aa3p+0', '-0x1.297bd916f8b86p+2', '-0x1.a206dd0b8e630p-1',
    '-0x1.34524f2782243p+0', '-0x1.c970e6f9c1f20p-3', '0x1.503c868517ed8p-1', '-0x1.3c3262c98e342p+2',
    '-0x1.3d44bcf7d1837p+2', '-0x1.6ad8248c411f6p+1', '-0x1.ad61281b5e282p+4', '0x1.5a8e226c53658p+1',
    '-0x1.aeb7ae6ab49d3p+0', '0x1.ab29233e3d8c9p-1', '-0x1.240137f453596p+1', '0x1.4f2379d359061p+3',
    '-0x1.e6fa53f3f435cp-1', '0x1.85874cea875a0p+0', '0x1.0b9d41259040ep-2', '0x1.490ee021fa1e4p-2',
    '0x1.39f2e55d68ffcp+1', '-0x1.3fdeab2fcc6afp+0', '-0x1.3b483d4dac761p+3', '0x1.b42d3aec3358ap-1',
    '0x1.9bd69c4296091p+0', '0x1.730a03c8663e7p+2', '-0x1.7c681237e036ep+1', '0x1.db12f7fbe218ap-1',
    '0x1.0a5aa6a6b5daap-3', '-0x1.9badb688c1b8bp+4', '0x1.79244f46fd088p+0', '-0x1.a696297e9f002p+4',
    '-0x1.b1c0b2f457164p-1', '-0x1.5fe5280e67a40p+4', '0x1.e68488c589f55p+2', '0x1.4f356b5dc95aep+3',
    '-0x1.b5e88a4cf7e04p+1', '0x1.6d23c4e2f38f1p+4', '0x1.df6847cf09e2fp+3', '-0x1.211856ab770acp-2',
    '-0x1.7b30a220093f1p+2', '-0x1.5d367dd68a1aep+1', '-0x1.aad1ae9d95cfcp+4', '0x1.4ce7528a61ed4p+1',
    '-0x1.a8922c2448f59p+2',
]
G = [
    '0x0.0p+0', '-0x0.0p+0', 'inf', '-inf', 'nan', '0x0.0000000000001p-1022', '-0x0.0000000000001p-1022',
    '0x1.56e1fc2f8f359p-997', '-0x1.56e1fc2f8f359p-997', '0x1.79ca10c924223p-67', '0x1.0000000000000p-1022',
    '0x1.fffffffffffffp+1023', '-0x1.fffffffffffffp+1023', '-0x1.5acd07a5d4906p-2', '0x1.71e40aff7f141p+1',
    '0x1.2497299751038p+2', '0x1.073c3bb455a90p+2', '0x1.5798639afc8dep+0', '0x1.448867bb00301p+1',
    '-0x1.658b9101d62e8p+0', '0x1.2f6d6d319524ap+0', '0x1.eb5ad4f8c3248p-4', '-0x1.0b6c9268eacb2p+2',
    '-0x1.a34b80345c282p+1', '0x1.684b1cd82621cp+0', '0x1.307cb63003469p+2', '-0x1.d67e453221381p-1',
    '-0x1.027b97e00a0d3p+2', '0x1.22fb29c153b3ep+1', '-0x1.bc1cf1e6d376cp+1', '0x1.46b0c62c963cbp+1',
    '0x1.a6c90181fc34dp+0', '-0x1.0e37b05bc8dfap+1', '-0x1.2bfee9a8ae05bp+2', '-0x1.57a14a06ddf30p+1',
    '0x1.2bbae8feee83ap-2', '0x1.4d251648f17aap+0', '0x1.9552a975bc6e2p+1', '-0x1.b475a5fd70f0cp+0',
    '0x1.ac556368dd0fap+1', '-0x1.2c58050cf367ap+2', '-0x1.031e323bb17f4p+2', '0x1.72ab2c8acab72p+0',
    '-0x1.678d4de368290p+1', '-0x1.2f59272a36c38p-2', '-0x1.ca4e1c454d195p+0', '-0x1.144461ab2e8a6p+1',
    '-0x1.ac3b82e1b31e2p+0', '-0x1.2818f1412e3b9p+0', '0x1.2f712317085b8p+2', '-0x1.23567eb515ccbp+2',
    '-0x1.9a8490319089cp+0', '0x1.1413d835b1d45p+2', '-0x1.2e78b29388cdcp+2', '-0x1.d69c473067db8p-4',
    '-0x1.8fa6356a877e0p-2', '0x1.7cfdb14131a9ap+1', '0x1.1f713f4e80e8fp+1', '0x1.ddd1d5257f460p+1',
    '0x1.5fc823a5fc138p+1', '-0x1.0e8e602707742p+2', '-0x1.84332833acd0fp+0', '-0x1.3e4ce5a31c10bp+2',
    '0x1.9ee6d13794ba8p-3', '-0x1.9b7053c9982a9p-1', '-0x1.0ce3d5fca758cp+4', '0x1.d5fe86659531dp+3',
    '0x1.9abad5f7bc9a5p+2', '-0x1.15b9a0137720bp+6', '-0x1.3b7f97a380ec1p+6', '0x1.7c1d63fd4573ep+7',
    '-0x1.3697f6e5aa05ep+7', '0x1.56ef7a35191f3p-2', '0x1.66a91707a4074p-76', '0x1.3800000000000p+5',
    '-0x1.3d00000000000p+7', '0x1.c000000000000p+1', '0x1.4b00000000000p+7', '0x1.841962557f653p+7',
    '0x1.2d5c86edfd956p+2', '0x1.a6919294cf5d7p-45', '0x1.7d16d4565db6ap+7', '-0x1.3a38a2cd50940p-61',
    '0x1.5bb3ce0355246p+7', '-0x1.971d9c21f8577p+4', '0x1.631f84f1c6c19p-39', '0x1.d67055b953818p+6',
    '-0x1.c9a0bc6ec7335p+0', '-0x1.b409a9e60c5afp+5', '-0x1.a861f0010e1ffp-61', '0x1.6af430bac7fbfp+7',
    '-0x1.2930ac7fa089ep+6', '-0x1.9b44c5fabc439p+0', '0x1.36eaf84e8a28ap-58', '0x1.0a0e55b504568p+4',
    '0x1.2789ea8370831p+2', '-0x1.64660570db17bp+7', '-0x1.6179df2edf476p+7', '-0x1.232bf12f1b894p-2',
    '-0x1.8d4fc87db767ap+7', '0x1.4bcf0b13865d5p-59', '-0x1.c36c28ddc8df0p+0', '0x1.388f56d35dc2ep+7',
    '-0x1.3b376388f4435p-36', '0x1.4d12ce6883e1fp+7', '-0x1.3f9ad8289a175p+2', '0x1.3abec3835546fp+7',
    '-0x1.81b0218530058p+2', '0x1.11e49fafe091ap+2', '0x1.ae7872f77ee47p+6', '0x1.a09602e8f32a0p-2',
    '-0x1.a4a171237eb44p+4', '0x1.88509846b9fd3p+7', '0x1.a0a16dac9328ep+1', '0x1.be07d027b0c24p+3',
    '-0x1.7f33393907cebp-48', '0x1.f71d0f993fc01p+6', '0x1.b5e39b125315cp+0', '-0x1.64edf170d6f82p+7',
    '0x1.69e70a68421dbp+2', '0x1.70c07888d05f3p+7', '-0x1.8231c81aed926p+1', '0x1.5cc8871da4fafp+1',
    '-0x1.dbd37bb3732d4p+6', '-0x1.b0783d2abdefbp+1', '-0x1.2de4718b7effap-45', '0x1.4a5c502c3e3fap+2',
    '0x1.d73d948e96576p+4', '-0x1.6f22d680fc02cp-18', '0x1.77e4a7dce9da2p+7', '0x1.2632f5895a5b4p+5',
    '-0x1.0b2985623cb5cp+1', '0x1.aa834750cc0c4p+6', '-0x1.08835b103d418p-16', '-0x1.435555300ad7ep+0',
    '-0x1.94b9aec52c6a3p-28', '-0x1.219afc9f2e416p+6', '0x1.52fcad3586b6ep+6', '-0x1.68ad9f1b9727cp+3',
    '0x1.b614b922e7ad1p+4', '-0x1.6db4051ffbdbap+7', '0x1.5e13c1fa43829p+4', '0x1.6ac0dac8a63f2p+3',
    '-0x1.8eddb1a3dcb55p+7', '0x1.299c5939d5617p+3', '0x1.e8a61b305775ep+0', '-0x1.5cc476d37e16ep+7',
    '-0x1.567beacb55df1p+2', '-0x1.841b39e9ed3aep+7', '0x1.87d968a27c8a9p-58', '0x1.ad08f386fbd87p+5',
    '-0x1.5dec7dc57aa59p-59', '0x1.f48ba90ecd9f4p+5', '0x1.15af411a9ffd9p-41', '0x1.6a1835e51bd8fp+7',
    '-0x1.8b07081bcb41fp-1', '-0x1.5c57bc79cf352p+6', '0x1.d83de944b33b4p+4', '0x1.1eb6c9d9bd692p-64',
    '0x1.a5d60404fc74ep+6', '0x1.21438069b2650p+2', '-0x1.e3a64e6fc7984p+4', '-0x1.93564c9dd3304p+4',
    '-0x1.523155cc1abd6p-65', '0x1.caa84bde6225bp+4', '-0x1.8781383b940c7p+7', '0x1.8ff7d2deeffeap+4',
    '0x1.709b698ed32bap+7', '0x1.7039924fa299ap+3', '0x1.367476fa9257ap+5', '-0x1.1ecdcf3f486c0p+4',
    '0x1.d426edfa3dc74p+5', '-0x1.873b7be36c158p+3', '0x1.058fa0fedac0dp+1', '0x1.369c70e9c4257p+6',
    '-0x1.50b86ab103b0ap+4', '0x1.6fbc564d01a48p+7', '-0x1.25e6d3dd9fb6cp+4', '0x1.5b77d6cdc5e1bp-51',
    '-0x1.88be77df4e389p+7', '-0x1.8c964f8fdf8eap+4', '-0x1.6170aac2504afp+7', '0x1.60aa6ef481144p+3',
    '-0x1.263c89d0c932ap+4', '0x1.a733c2e2fa889p-65', '-0x1.8010e06a156b6p+7', '0x1.cdea8463a2868p+4',
    '-0x1.04b9b8532fdd0p-4', '-0x1.fa5672d0cdf33p+3', '0x1.a424971d4669ep+0', '-0x1.aa55c811e862fp-62',
    '-0x1.42f01b6d73fefp+5', '-0x1.234719401ba46p+2', '0x1.8e8a678a45e90p+7', '-0x1.5570cb5aa00c4p+5',
    '0x1.1ae8797c1c7f0p+2', '0x1.5e5be1b76b62cp-10', '0x1.ee39340a660ddp-44', '0x1.7375ea1052841p+7',
    '-0x1.5aa0984a2804ap+7',
]
for h in E:
    x = float.fromhex(h)
    print(h, math.erf(x).hex(), math.erfc(x).hex())
for h in G:
    x = float.fromhex(h)
    out = []
    for f in (math.gamma, math.lgamma):
        try:
            out.append(f(x).hex())
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__)
    print(h, *out)
for f, x in [(math.gamma, 0), (math.gamma, 0.0), (math.gamma, -0.0), (math.gamma, -1), (math.gamma, -2.0),
             (math.gamma, -1e300), (math.gamma, -math.inf), (math.gamma, 200), (math.gamma, 171.7), (math.gamma, 1e300),
             (math.gamma, 5e-324), (math.gamma, -5e-324), (math.lgamma, 0), (math.lgamma, -2), (math.lgamma, -1.0),
             (math.lgamma, 2.5e305), (math.lgamma, 1.7976931348623157e308), (math.gamma, math.nan),
             (math.lgamma, -math.inf), (math.erf, "x"), (math.gamma, 10 ** 400), (math.erfc, 10 ** 400)]:
    try:
        print(f.__name__, repr(x)[:20], f(x))
    except Exception as e:
        print(f.__name__, repr(x)[:20], type(e).__name__, e)
print(math.gamma(23), math.gamma(24), math.gamma(171), math.gamma(-171.5), math.gamma(-200.5), math.gamma(-300.25))
print(math.lgamma(1), math.lgamma(2), math.lgamma(-0.5), math.lgamma(1e-300), math.lgamma(-1e-300))
print(math.erf(math.inf), math.erf(-math.inf), math.erfc(math.inf), math.erfc(-math.inf), math.erf(-0.0), math.erfc(-30.0), math.erfc(30.0))
